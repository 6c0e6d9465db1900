#!/usr/bin/env bash
# Serves the app on 127.0.0.1:8123 for the Playwright run: its own SQLite file, migrated
# fresh and seeded, file sessions and logged mail, so a run never touches the dev database.
# Queued jobs run on real workers (one for the default queue, one for media), as in
# production, so an upload goes Queued → Processing n % → Ready while the browser watches;
# they stop with the server. Playwright starts it (playwright.config.ts); run it by hand to
# look at the e2e app.
set -euo pipefail
cd "$(dirname "$0")/.."

export APP_ENV=e2e
export APP_DEBUG=true
export APP_URL=http://127.0.0.1:8123
export APP_KEY="${E2E_APP_KEY:-base64:$(head -c 32 /dev/urandom | base64)}"
export DB_CONNECTION=sqlite
export DB_DATABASE="$PWD/database/e2e.sqlite"
export SESSION_DRIVER=file
export CACHE_STORE=file
export QUEUE_CONNECTION=database
export MAIL_MAILER=log
export FILESYSTEM_DISK=local
export LOG_CHANNEL=single
# Chromium fetches the page and its chunks in parallel; one PHP worker would queue them.
export PHP_CLI_SERVER_WORKERS=4
# A small catalogue seeds in seconds; the full one is for people browsing the dev app.
export SEED_SIZE=small
# Enough regular videos that paged lists (the recommended grid, 20 a page) have a second page.
export SEED_VIDEOS=60
# Enough blips to scroll the feed through many pages (3 a page) and past the media window.
export SEED_BLIPS=36
# Adds the project's PHP settings (upload limits, no version banner) to the served PHP's own.
export PHP_INI_SCAN_DIR="${PHP_INI_SCAN_DIR:-}:$PWD/config/php"

if [ ! -f public/build/manifest.json ] && [ ! -f public/hot ]; then
    npm run --silent build
fi

rm -f "$DB_DATABASE"
touch "$DB_DATABASE"
php artisan migrate:fresh --seed --force --no-interaction
# The file cache's folder is shared with other runs of this checkout (composer bench), whose
# entries would outlive their database: a benchmark's trending ranking, ids of a million-video
# catalogue, emptied the e2e Trending page for its ten stale minutes. The new database starts
# with an empty cache.
php artisan cache:clear --no-interaction >/dev/null
# Media lands on the public disk; its folder is made here rather than kept in git.
mkdir -p storage/app/public
[ -L public/storage ] || php artisan storage:link --no-interaction

# Config, routes and events cached as in production, which spares every request their loading
# (4-9 ms a page here); in a folder of the server's own, so no other run boots with them.
cache=storage/framework/e2e
mkdir -p "$cache"
export APP_CONFIG_CACHE="$PWD/$cache/config.php"
export APP_ROUTES_CACHE="$PWD/$cache/routes.php"
export APP_EVENTS_CACHE="$PWD/$cache/events.php"
php artisan config:cache --no-interaction >/dev/null
php artisan route:cache --no-interaction >/dev/null
php artisan event:cache --no-interaction >/dev/null

# Playwright ends the run by killing the whole process group; a Ctrl-C or a lone TERM to
# this script takes the workers down through the trap.
trap 'kill $(jobs -p) 2>/dev/null; exit' INT TERM
trap 'kill $(jobs -p) 2>/dev/null' EXIT
php artisan queue:work --queue=default --sleep=1 --no-interaction >storage/logs/e2e-queue-default.log 2>&1 &
php artisan queue:work --queue=media --timeout=3600 --sleep=1 --no-interaction >storage/logs/e2e-queue-media.log 2>&1 &
php artisan serve --host=127.0.0.1 --port=8123 --no-reload &
wait $!

#!/usr/bin/env bash
# Serves the app on 127.0.0.1:8123 for the Playwright run: its own SQLite file, migrated
# fresh and seeded, file sessions and logged mail, so a run never touches the dev database.
# Playwright starts it (playwright.config.ts); run it by hand to look at the e2e app.
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
export QUEUE_CONNECTION=sync
export MAIL_MAILER=log
export FILESYSTEM_DISK=local
export LOG_CHANNEL=single
# Chromium fetches the page and its chunks in parallel; one PHP worker would queue them.
export PHP_CLI_SERVER_WORKERS=4
# A small catalogue seeds in seconds; the full one is for people browsing the dev app.
export SEED_SIZE=small
# Enough regular videos that paged lists (the recommended grid, 20 a page) have a second page.
export SEED_VIDEOS=60
# Adds the project's PHP settings (upload limits, no version banner) to the served PHP's own.
export PHP_INI_SCAN_DIR="${PHP_INI_SCAN_DIR:-}:$PWD/config/php"

if [ ! -f public/build/manifest.json ] && [ ! -f public/hot ]; then
    npm run --silent build
fi

rm -f "$DB_DATABASE"
touch "$DB_DATABASE"
php artisan migrate:fresh --seed --force --no-interaction
# Media lands on the public disk; its folder is made here rather than kept in git.
mkdir -p storage/app/public
[ -L public/storage ] || php artisan storage:link --no-interaction

exec php artisan serve --host=127.0.0.1 --port=8123 --no-reload

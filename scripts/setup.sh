#!/usr/bin/env bash
# Brings a checkout to a runnable state, doing only what is missing:
# system packages, Composer and npm dependencies, .env with a key, the SQLite database
# (migrated, and seeded when it is new) and the public storage link.
# With --for-tests it stops after the dependencies and .env: the tests make their own databases.
set -euo pipefail
cd "$(dirname "$0")/.."
for_tests=false
[ "${1:-}" = "--for-tests" ] && for_tests=true

bash scripts/install-system-packages.sh

stale() { # stale TARGET SOURCE...: the target is missing or older than a source
    local target=$1
    shift
    [ -e "$target" ] || return 0
    for source in "$@"; do
        [ "$source" -nt "$target" ] && return 0
    done
    return 1
}

if stale vendor/autoload.php composer.json; then
    composer install --no-interaction --no-progress
    touch vendor/autoload.php
    # Compiled templates call into the packages' Blade directives; an install that changed a
    # package (a fallback of packages/ for its Packagist release, or back) leaves them stale.
    [ -f .env ] && php artisan view:clear --quiet
fi

if stale node_modules/.package-lock.json package-lock.json; then
    npm ci --no-audit --no-fund
fi

if [ ! -f .env ]; then
    cp .env.example .env
fi

if ! grep -q '^APP_KEY=base64:' .env; then
    php artisan key:generate --no-interaction
fi

$for_tests && exit 0

database=database/database.sqlite
if grep -q '^DB_CONNECTION=sqlite' .env && [ ! -f "$database" ]; then
    touch "$database"
    php artisan migrate --force --seed --no-interaction
else
    php artisan migrate --force --no-interaction
fi

# Media lands on the public disk; its folder is made here rather than kept in git.
mkdir -p storage/app/public
[ -L public/storage ] || php artisan storage:link --no-interaction

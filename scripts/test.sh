#!/usr/bin/env bash
# Runs every check of the project in order, stopping at the first that fails.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --for-tests

passed=0
check() { # check NAME COMMAND...
    local name=$1
    shift
    printf '\n== %s\n' "$name"
    local started=$SECONDS
    if ! "$@"; then
        printf '\nchecks: %d passed, 1 failed (%s)\n' "$passed" "$name"
        exit 1
    fi
    passed=$((passed + 1))
    # Each check's time, so the whole run's budget (20 minutes on two cores) can be watched.
    printf '== %s took %d s\n' "$name" $((SECONDS - started))
}

check "Pint" vendor/bin/pint --test
check "PHPStan" vendor/bin/phpstan analyse --no-progress --memory-limit=1G
check "composer validate" composer validate --no-check-publish --no-interaction
check "ESLint" npm run --silent lint
check "Prettier" npm run --silent format:check
check "TypeScript" npm run --silent types
check "PHPUnit" php vendor/bin/phpunit
check "PHPUnit on PostgreSQL" bash scripts/phpunit-postgres.sh
check "PHPUnit with Redis" bash scripts/phpunit-redis.sh
check "PHPUnit on S3" bash scripts/phpunit-s3.sh
check "Vitest" npm run --silent test
check "Vite build" npm run --silent build
check "Bundle budget" npm run --silent budget
check "Playwright" npm run --silent e2e

printf '\nchecks: %d passed, 0 failed\n' "$passed"

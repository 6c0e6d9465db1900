#!/usr/bin/env bash
# Runs every check of the project, stopping at the first that fails (the JavaScript checks run
# beside the first two PHPUnit runs; see below).
set -euo pipefail
cd "$(dirname "$0")/.."

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

javascript_checks() {
    check "ESLint" npm run --silent lint
    check "Prettier" npm run --silent format:check
    check "TypeScript" npm run --silent types
    check "Vitest" npm run --silent test
}

if [ "${1:-}" = "--javascript" ]; then
    javascript_checks
    exit 0
fi

bash scripts/setup.sh --for-tests

check "Pint" vendor/bin/pint --test
check "PHPStan" vendor/bin/phpstan analyse --no-progress --memory-limit=1G
check "composer validate" composer validate --no-check-publish --no-interaction

# Each PHPUnit run and the JavaScript checks keep one core busy, so on two cores the JavaScript
# checks run beside the first two PHPUnit runs, in a session of their own (stopped with this
# script), their output shown once they end.
javascript_log=$(mktemp)
setsid bash scripts/test.sh --javascript >"$javascript_log" 2>&1 &
javascript=$!
trap 'kill -- -"$javascript" 2>/dev/null || true; rm -f "$javascript_log"' EXIT

check "PHPUnit" php vendor/bin/phpunit
check "PHPUnit on PostgreSQL" bash scripts/phpunit-postgres.sh

javascript_status=0
wait "$javascript" || javascript_status=$?
cat "$javascript_log"
if [ "$javascript_status" -ne 0 ]; then
    printf '\nchecks: %d passed, 1 failed (the JavaScript checks above)\n' "$passed"
    exit 1
fi
passed=$((passed + 4))

check "PHPUnit with Redis" bash scripts/phpunit-redis.sh
check "PHPUnit on S3" bash scripts/phpunit-s3.sh
check "Vite build" npm run --silent build
check "Production serving" bash scripts/production-check.sh
check "Bundle budget" npm run --silent budget
check "Playwright" npm run --silent e2e

printf '\nchecks: %d passed, 0 failed\n' "$passed"

#!/usr/bin/env bash
# Runs every check of the project, stopping at the first that fails (the JavaScript checks and
# the PHPUnit runs go beside the browser tests; see below).
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
    check "Vitest" npm run --silent test
}

phpunit_runs() {
    check "PHPUnit" php vendor/bin/phpunit
    check "PHPUnit on PostgreSQL with Redis" bash scripts/phpunit-postgres-redis.sh
    check "PHPUnit on S3" bash scripts/phpunit-s3.sh
}

if [ "${1:-}" = "--beside-the-browser" ]; then
    javascript_checks
    phpunit_runs
    exit 0
fi

# Runs "$@" in a session of its own, its output in a file, stopped when this script exits.
background_lane() { # background_lane LOG COMMAND...
    local log=$1
    shift
    setsid "$@" >"$log" 2>&1 &
    lanes+=("$!")
    lane_logs+=("$log")
}

# Waits for a lane started by background_lane, shows its output, and stops here if it failed.
join_lane() { # join_lane PID LOG CHECKS DESCRIPTION
    local status=0
    wait "$1" || status=$?
    cat "$2"
    joined+=("$1")
    if [ "$status" -ne 0 ]; then
        printf '\nchecks: %d passed, 1 failed (%s above)\n' "$passed" "$4"
        exit 1
    fi
    passed=$((passed + $3))
}

lanes=()
lane_logs=()
joined=()
logs=$(mktemp -d)
# On the way out (a check failed, or the run was stopped) a lane still running is stopped, and
# what it printed so far is shown: its checks may hold a second failure, or explain the first.
stop_lanes() {
    local i
    for i in "${!lanes[@]}"; do
        if [[ " ${joined[*]} " == *" ${lanes[$i]} "* ]]; then
            continue
        fi
        kill -- -"${lanes[$i]}" 2>/dev/null || true
        printf '\n== Stopped beside the failure; its output so far:\n'
        cat "${lane_logs[$i]}" 2>/dev/null || true
    done
    rm -rf "$logs"
}
trap stop_lanes EXIT

bash scripts/setup.sh --for-tests

# The browser tests keep one core busy for most of the run, and every other check needs about
# one core, so on two cores ESLint, Vitest and the PHPUnit runs go one after another in a lane
# beside the rest: the static checks, the build and the browser tests. They share nothing:
# PHPUnit has its own databases and faked disks (so its runs stay in one lane), the e2e server
# its own database and disk, the production check its own caches.
background_lane "$logs/beside" bash scripts/test.sh --beside-the-browser
beside=$!
check "Pint" vendor/bin/pint --test
check "PHPStan" vendor/bin/phpstan analyse --no-progress --memory-limit=1G
check "composer validate" composer validate --no-check-publish --no-interaction
check "Prettier" npm run --silent format:check
check "TypeScript" npm run --silent types
check "Vite build" npm run --silent build
check "Production serving" bash scripts/production-check.sh
check "Bundle budget" npm run --silent budget
# As CI: a server of its own (never one left running), test.only refused, a failure retried once.
check "Playwright" env CI=1 npm run --silent e2e
join_lane "$beside" "$logs/beside" 5 "ESLint, Vitest and the PHPUnit runs"

printf '\nchecks: %d passed, 0 failed\n' "$passed"

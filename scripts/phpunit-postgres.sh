#!/usr/bin/env bash
# Runs the PHPUnit suite on PostgreSQL, the database `.env` can switch to: against a private,
# throwaway server in a temporary directory that listens on a Unix socket only, so no system
# service, port or password is involved. Arguments go to PHPUnit.
set -euo pipefail
cd "$(dirname "$0")/.."

# The server and PHP's pdo_pgsql come with the project's system packages.
bash scripts/install-system-packages.sh
bin=$(find /usr/lib/postgresql -maxdepth 2 -name bin -type d | sort -V | tail -1)

dir=$(mktemp -d /tmp/blipstream-pg.XXXXXX)
# PostgreSQL refuses to run as root; root runs it as the postgres user.
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        su postgres -s /bin/sh -c "$1"
    else
        sh -c "$1"
    fi
}
[ "$(id -u)" -ne 0 ] || chown postgres "$dir"
cleanup() {
    as_owner "'$bin/pg_ctl' -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
    rm -rf "$dir"
}
trap cleanup EXIT

as_owner "'$bin/initdb' -D '$dir/data' -U blipstream --auth=trust -E UTF8 >/dev/null"
as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-c listen_addresses='' -k '$dir' -c fsync=off\" start >/dev/null"
as_owner "'$bin/createdb' -h '$dir' -U blipstream blipstream_test"

# The real queue workers' tests (the workers group) stay out: they run on a SQLite file of
# their own whatever the suite's database, so the main run has them, and leaving them out
# here keeps CI's time down.
DB_CONNECTION=pgsql DB_HOST="$dir" DB_PORT=5432 DB_DATABASE=blipstream_test DB_USERNAME=blipstream DB_PASSWORD= \
    php vendor/bin/phpunit --exclude-group workers "$@"

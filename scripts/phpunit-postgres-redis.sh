#!/usr/bin/env bash
# Runs the PHPUnit suite on the back ends `.env` can switch to, together, as a deployment past
# one machine would use them: the database on PostgreSQL, the cache and sessions in Redis.
# Against private, throwaway servers in a temporary directory, on Unix sockets only
# (scripts/postgres-server.sh, scripts/redis-server.sh). Arguments go to PHPUnit.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system-packages.sh
source scripts/postgres-server.sh
source scripts/redis-server.sh

dir=$(mktemp -d /tmp/blipstream-services.XXXXXX)
# PostgreSQL runs as its own user when root starts it, and must reach its folder inside.
chmod 711 "$dir"
cleanup() {
    stop_postgres "$dir/postgres" immediate
    stop_redis "$dir/redis"
    rm -rf "$dir"
}
trap cleanup EXIT

start_postgres "$dir/postgres" "-c fsync=off"
create_postgres_database "$dir/postgres" blipstream_test
start_redis "$dir/redis"

# Left out, as the main SQLite run has them:
# - the real queue workers' tests (the workers group): their workers use a SQLite file of
#   their own whatever the suite's back ends;
# - tests that travel past a cache entry's lifetime (cache-expiry): Redis expires entries by
#   its own clock, which a test's time travel does not move.
# Two real workers on the Redis queue (the redis-workers group) run here only: elsewhere no
# server answers and they are skipped.
DB_CONNECTION=pgsql DB_HOST="$dir/postgres" DB_PORT=5432 DB_DATABASE=blipstream_test DB_USERNAME=blipstream DB_PASSWORD= \
    CACHE_STORE=redis SESSION_DRIVER=redis REDIS_CLIENT=phpredis REDIS_HOST="$dir/redis/redis.sock" REDIS_PORT=0 \
    php vendor/bin/phpunit --exclude-group workers --exclude-group cache-expiry "$@"

#!/usr/bin/env bash
# Runs the PHPUnit suite with the cache and sessions in Redis, which `.env` can switch to:
# against a private, throwaway server in a temporary directory that listens on a Unix
# socket only and keeps nothing on disk. Arguments go to PHPUnit.
set -euo pipefail
cd "$(dirname "$0")/.."

# The server and PHP's redis extension come with the project's system packages.
bash scripts/install-system-packages.sh

dir=$(mktemp -d /tmp/blipstream-redis.XXXXXX)
socket="$dir/redis.sock"
redis-server --port 0 --unixsocket "$socket" --unixsocketperm 700 --save '' --appendonly no \
    --dir "$dir" --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log"
cleanup() {
    [ -f "$dir/redis.pid" ] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
    rm -rf "$dir"
}
trap cleanup EXIT

for _ in $(seq 50); do
    [ -S "$socket" ] && break
    sleep 0.1
done

# Tests that travel past a cache entry's lifetime stay out: Redis expires entries by its own
# clock, which a test's time travel does not move. So do the real queue workers' (the workers
# group), which run on a SQLite file of their own whatever the cache: the main run has them,
# and leaving them out here keeps CI's time down. So does the route sweep (the sweep group):
# it checks how every route takes hostile input, which the cache's store does not change,
# and is a third of a run. Two real workers on the Redis queue (the redis-workers group) run
# here only: elsewhere no server answers and they are skipped.
CACHE_STORE=redis SESSION_DRIVER=redis REDIS_CLIENT=phpredis REDIS_HOST="$socket" REDIS_PORT=0 \
    php vendor/bin/phpunit --exclude-group cache-expiry --exclude-group workers --exclude-group sweep "$@"

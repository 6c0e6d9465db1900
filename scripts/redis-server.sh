# Sourced, not run: a private Redis server in a directory of its own, listening on a Unix
# socket only (DIR/redis.sock, no TCP port) and keeping nothing on disk. Used by
# scripts/phpunit-postgres-redis.sh. The server and PHP's redis extension come with the
# project's system packages (scripts/install-system-packages.sh).

# start_redis DIR: starts the server and waits for its socket.
start_redis() {
    local dir=$1
    mkdir -p "$dir"
    redis-server --port 0 --unixsocket "$dir/redis.sock" --unixsocketperm 700 --save '' --appendonly no \
        --dir "$dir" --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log"
    for _ in $(seq 50); do
        [ -S "$dir/redis.sock" ] && return 0
        sleep 0.1
    done
    echo "Redis did not start:" >&2
    cat "$dir/redis.log" >&2
    return 1
}

# stop_redis DIR: stops the server and waits (up to 10 s) until it has exited. A server still
# shutting down removes its socket and pid file and writes its log while the caller's
# `rm -rf DIR` walks the directory, which then fails with "Directory not empty".
stop_redis() {
    [ -f "$1/redis.pid" ] || return 0
    local pid
    pid=$(cat "$1/redis.pid")
    kill "$pid" 2>/dev/null || return 0
    for _ in $(seq 100); do
        kill -0 "$pid" 2>/dev/null || return 0
        sleep 0.1
    done
}

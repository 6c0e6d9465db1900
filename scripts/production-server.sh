# Sourced, not run: serves the built app as production does (deploy/render.php's nginx site
# and php-fpm pool) from an nginx and a php-fpm on loopback ports that keep their pid, logs and
# temporary files in a directory of their own. Used by scripts/production-check.sh,
# scripts/lighthouse.sh and bench/run.sh, each with its own environment and caches.

# A TCP port nothing listens on now.
free_port() {
    php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); echo explode(":", stream_socket_get_name($s, false))[1];'
}

# start_production_server RUN_DIR WEB_PORT FPM_PORT [render.php options...]: renders the site
# into RUN_DIR, starts php-fpm and nginx, and waits until the app answers on WEB_PORT. php-fpm's
# workers get the run's config, route and event caches (APP_CONFIG_CACHE and the others).
start_production_server() {
    local run=$1 web_port=$2 fpm_port=$3
    shift 3
    php deploy/render.php --standalone="$run" --domain=127.0.0.1 --listen="127.0.0.1:$web_port" \
        --fpm-listen="127.0.0.1:$fpm_port" --user="$(stat -c %U .)" \
        --env=APP_CONFIG_CACHE="$APP_CONFIG_CACHE" --env=APP_ROUTES_CACHE="$APP_ROUTES_CACHE" \
        --env=APP_EVENTS_CACHE="$APP_EVENTS_CACHE" "$@"
    php-fpm8.2 --fpm-config "$run/php-fpm.conf" $([ "$(id -u)" -eq 0 ] && echo --allow-to-run-as-root)
    nginx -c "$run/nginx.conf"
    local attempt
    for attempt in $(seq 1 50); do
        curl -fsS -o /dev/null "http://127.0.0.1:$web_port/up" 2>/dev/null && return 0
        sleep 0.2
    done
    echo "The app did not answer on port $web_port; see $run" >&2
    return 1
}

# stop_production_server RUN_DIR: stops what start_production_server started there.
stop_production_server() {
    [ -f "$1/nginx.pid" ] && kill "$(cat "$1/nginx.pid")" 2>/dev/null || true
    [ -f "$1/php-fpm.pid" ] && kill "$(cat "$1/php-fpm.pid")" 2>/dev/null || true
}

# prepare_production_run: a private directory for one run (in memory where the machine has
# it: on a disk, each migration's commit waits for a sync) in $run, removed with its servers
# when the script exits, and two free ports in $web_port and $fpm_port, the app's address in
# $base. Exports the environment of the app as production runs it, on an SQLite database and
# caches of the run's own; the caller chooses the session and cache stores.
prepare_production_run() {
    run=$(mktemp -d -p "$([ -w /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")")
    chmod 755 "$run"
    trap 'stop_production_server "$run"; rm -rf "$run"' EXIT
    web_port=$(free_port)
    fpm_port=$(free_port)
    while [ "$fpm_port" = "$web_port" ]; do fpm_port=$(free_port); done
    base=http://127.0.0.1:$web_port

    export APP_ENV=production
    export APP_DEBUG=false
    export APP_URL=$base
    export APP_KEY="base64:$(head -c 32 /dev/urandom | base64)"
    export DB_CONNECTION=sqlite
    export DB_DATABASE=$run/database.sqlite
    export QUEUE_CONNECTION=sync
    export LOG_CHANNEL=stderr
    export MEDIA_DISK=public
    export PRIVATE_MEDIA_DISK=local
    export VIEW_COMPILED_PATH=$run/views
    export APP_CONFIG_CACHE=$run/config.php
    export APP_ROUTES_CACHE=$run/routes.php
    export APP_EVENTS_CACHE=$run/events.php
    mkdir -p "$VIEW_COMPILED_PATH"
    touch "$DB_DATABASE"
}

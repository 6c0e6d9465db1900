# Sourced, not run: a private PostgreSQL server in a directory of its own (its data in DIR/data,
# its Unix socket in DIR, no TCP port, trust authentication for the one role "blipstream"), so
# no system service, port or password is involved. Used by scripts/phpunit-postgres-redis.sh and
# bench/run.sh. The server and PHP's pdo_pgsql come with the project's system packages
# (scripts/install-system-packages.sh).

postgres_bin=$(find /usr/lib/postgresql -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -1)

# as_postgres_owner COMMAND: PostgreSQL refuses to run as root; root runs it as the postgres user.
as_postgres_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        su postgres -s /bin/sh -c "$1"
    else
        sh -c "$1"
    fi
}

# start_postgres DIR [SERVER OPTIONS]: makes the cluster in DIR/data unless it is there from
# an earlier run, then starts it with the options (e.g. "-c fsync=off") and waits for it.
start_postgres() {
    local dir=$1 options=${2:-}
    [ -n "$postgres_bin" ] || { echo "No PostgreSQL server: sudo bash scripts/install-system-packages.sh" >&2; return 1; }
    mkdir -p "$dir"
    [ "$(id -u)" -ne 0 ] || chown postgres "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        as_postgres_owner "'$postgres_bin/initdb' -D '$dir/data' -U blipstream --auth=trust -E UTF8 >/dev/null"
    fi
    as_postgres_owner "'$postgres_bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-c listen_addresses='' -k '$dir' $options\" start >/dev/null"
}

# stop_postgres DIR [MODE]: stops the server of DIR ("fast" by default, which leaves a kept
# data directory consistent; "immediate" for one about to be thrown away).
stop_postgres() {
    as_postgres_owner "'$postgres_bin/pg_ctl' -D '$1/data' -m ${2:-fast} stop" >/dev/null 2>&1 || true
}

# postgres_database_exists DIR NAME
postgres_database_exists() {
    [ "$(as_postgres_owner "'$postgres_bin/psql' -h '$1' -U blipstream -d postgres -tAc \"SELECT 1 FROM pg_database WHERE datname = '$2'\"")" = 1 ]
}

# create_postgres_database DIR NAME
create_postgres_database() {
    as_postgres_owner "'$postgres_bin/createdb' -h '$1' -U blipstream '$2'"
}

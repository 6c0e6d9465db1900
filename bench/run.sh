#!/usr/bin/env bash
# `composer bench`: serves the app behind nginx + php-fpm (deploy/'s production configuration,
# rendered for loopback ports) with a separate benchmark database, loads each page with wrk
# (X-Inertia visits, as the client makes after the first load) and prints throughput and
# latency next to a bare Laravel route measured in the same run, then the critical-path
# JavaScript of each page, then uploads a video through the tus endpoint with a media worker
# processing it (bench/upload.php).
# BENCH_UPLOAD=0 leaves the upload out; BENCH_UPLOAD=only measures the upload alone, on a
# database of its own that needs no seeding.
# BENCH_DB=pgsql measures on a private PostgreSQL server (scripts/postgres-server.sh) instead
# of SQLite, and BENCH_VIDEOS sets the size of the catalogue (100000 by default). A PostgreSQL
# catalogue is seeded once and kept in storage/framework/bench/pgsql-VIDEOS; delete that
# directory to seed again.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
source scripts/production-server.sh

duration=${BENCH_DURATION:-5s}
connections=${BENCH_CONNECTIONS:-4}
threads=${BENCH_THREADS:-2}
web_port=${BENCH_PORT:-8124}
fpm_port=$((web_port + 1))
upload=${BENCH_UPLOAD:-1}
driver=${BENCH_DB:-sqlite}
videos=${BENCH_VIDEOS:-100000}
database=$root/database/bench.sqlite
[ "$videos" = 100000 ] || database=$root/database/bench-$videos.sqlite
[ "$upload" = only ] && database=$root/database/bench-upload.sqlite
work=$root/storage/framework/bench
mkdir -p "$work" bench/results
case "$driver" in
    sqlite) ;;
    pgsql) [ "$upload" = 0 ] || { echo "BENCH_DB=pgsql measures the pages only: set BENCH_UPLOAD=0" >&2; exit 1; } ;;
    *) echo "BENCH_DB is sqlite or pgsql, not $driver" >&2; exit 1 ;;
esac

bash scripts/setup.sh --for-tests

# nginx and php-fpm come with the system packages (scripts/setup.sh), wrk only here.
if [ "$(id -u)" -eq 0 ] && ! command -v wrk >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q wrk
fi
for tool in nginx php-fpm8.2 wrk; do
    command -v "$tool" >/dev/null || { echo "The benchmark needs $tool: sudo bash scripts/install-system-packages.sh && sudo apt-get install wrk" >&2; exit 1; }
done

[ -f public/build/manifest.json ] || npm run --silent build

pg_dir=$work/pgsql-$videos
database_environment() {
    if [ "$driver" = pgsql ]; then
        printf 'DB_CONNECTION=pgsql\nDB_HOST=%s\nDB_PORT=5432\nDB_DATABASE=blipstream_bench\nDB_USERNAME=blipstream\nDB_PASSWORD=\nDB_PGSQL_PERSISTENT=true\n' "$pg_dir"
    else
        printf 'DB_CONNECTION=sqlite\nDB_DATABASE=%s\nDB_SQLITE_PERSISTENT=true\n' "$database"
    fi
}

# The benchmark has its own environment file and database; the dev database is untouched.
cat > .env.bench <<ENV
APP_NAME=Blipstream
APP_ENV=bench
APP_KEY=$(grep '^APP_KEY=' .env | cut -d= -f2-)
APP_DEBUG=false
APP_URL=http://127.0.0.1:$web_port
LOG_CHANNEL=stderr
LOG_LEVEL=error
$(database_environment)
SESSION_DRIVER=file
CACHE_STORE=file
QUEUE_CONNECTION=database
ENV

export APP_ENV=bench
# The benchmark's config and route caches live apart, so other runs in this checkout never boot with them.
export APP_CONFIG_CACHE=$work/config.php
export APP_ROUTES_CACHE=$work/routes.php
export APP_EVENTS_CACHE=$work/events.php
# The demo account's channel with a million views for the analytics page (seeded once),
# and the daily rollup as the scheduler keeps it.
seed_analytics() {
    php artisan db:seed --class='Database\Seeders\AnalyticsBenchmarkSeeder' --force --no-interaction
    php artisan analytics:rollup --no-interaction
}
seed() {
    local started=$SECONDS
    SEED_VIDEOS=$videos php -d memory_limit=-1 artisan db:seed --class='Database\Seeders\BenchmarkSeeder' --force --no-interaction
    echo "Seeded $videos videos on $driver in $((SECONDS - started)) s"
}
if [ "$driver" = pgsql ]; then
    source scripts/postgres-server.sh
    # The server as a production one would run with this machine's memory; shared_buffers
    # holds the hot part of a million-video catalogue.
    pg_options="-c shared_buffers=1GB -c effective_cache_size=4GB -c work_mem=16MB -c random_page_cost=1.1"
    trap 'stop_postgres "$pg_dir"' EXIT
    if [ ! -f "$pg_dir/seeded" ]; then
        # A seed that did not finish is started over from an empty cluster. Seeding needs no
        # durability (a crash means seeding again), and big index builds want the memory.
        [ ! -d "$pg_dir/data" ] || { stop_postgres "$pg_dir" immediate; rm -rf "$pg_dir"; }
        start_postgres "$pg_dir" "$pg_options -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c maintenance_work_mem=1GB -c max_wal_size=16GB"
        create_postgres_database "$pg_dir" blipstream_bench
        php artisan migrate --force --no-interaction
        seed
        # Once with the catalogue: the rollup of a million videos' views takes minutes.
        seed_analytics
        stop_postgres "$pg_dir"
        touch "$pg_dir/seeded"
    fi
    start_postgres "$pg_dir" "$pg_options"
    php artisan migrate --force --no-interaction
    # Statistics for what the migrations made, as AnalyzeNewSqliteIndexes gathers on SQLite.
    as_postgres_owner "'$postgres_bin/psql' -h '$pg_dir' -U blipstream -d blipstream_bench -qc ANALYZE"
elif [ ! -f "$database" ]; then
    touch "$database"
    php artisan migrate --force --no-interaction
    [ "$upload" = only ] || seed
else
    # A kept benchmark database follows the schema of the code being measured (the migrations
    # also gather the planner statistics of the indexes they make: AnalyzeNewSqliteIndexes).
    php artisan migrate --force --no-interaction
fi
[ "$driver" = pgsql ] || [ "$upload" = only ] || seed_analytics

cleanup() {
    stop_production_server "$work"
    [ "$driver" != pgsql ] || stop_postgres "$pg_dir"
    rm -f "$APP_CONFIG_CACHE" "$APP_ROUTES_CACHE" "$APP_EVENTS_CACHE"
}
trap cleanup EXIT
php artisan config:cache --no-interaction >/dev/null
php artisan route:cache --no-interaction >/dev/null
php artisan event:cache --no-interaction >/dev/null

# The production configuration (deploy/), on loopback ports with its files in $work.
start_production_server "$work" "$web_port" "$fpm_port" --env=APP_ENV=bench
base=http://127.0.0.1:$web_port

# The upload goes first, so its transcode is over before wrk measures anything.
upload_report=$work/upload.txt
: >"$upload_report"
if [ "$upload" != 0 ]; then
    php bench/upload.php "$base" "$work" | tee "$upload_report"
fi
if [ "$upload" = only ]; then
    report=bench/results/$(date +%Y%m%d-%H%M%S)-upload.txt
    cp "$upload_report" "$report"
    echo "Saved to $report"
    exit 0
fi

# The first load, as a browser makes it: the asset version and the session cookie that every
# later visit of that browser sends back (without it, each request would start a new session).
jar=$work/cookies.txt
version=$(curl -fsS -c "$jar" "$base/" | grep -o '"version":"[^"]*"' | head -1 | cut -d'"' -f4 || true)
cookies_of() {
    sed 's/^#HttpOnly_//' "$1" | awk '!/^#/ && NF >= 7 {printf "%s%s=%s", (n++ ? "; " : ""), $6, $7}'
}
cookie=$(cookies_of "$jar")

# name<TAB>path[<TAB>email[<TAB>component props]], one line a target (bench/targets.php); the bare route first, then the same route
# as the demo viewer: every signed-in request loads its user, which the pages of a viewer's
# library are also set against. A path "@file" names a list of paths that the target requests
# in turn (see bench/rotate.lua).
demo=demo@blipstream.test
mapfile -t targets < <(printf 'bare\t/bench/bare\nbare-viewer\t/bench/bare\t%s\n' "$demo"; php bench/targets.php "$work" | grep -E "^(${BENCH_PAGES:-[a-z-]+})[[:space:]]")

# A browser of its own for each account the targets sign in as (the demo viewer, whose
# library the seeder filled, and a channel's owner for the studio), by email.
declare -A signed_in
n=0
for target in "${targets[@]}"; do
    IFS=$'\t' read -r _ _ email _ <<<"$target"
    [ -n "$email" ] && [ "$email" != - ] && [ -z "${signed_in[$email]:-}" ] || continue
    user_jar=$work/user-cookies-$((n++)).txt
    curl -fsS -c "$user_jar" -o /dev/null "$base/login"
    xsrf=$(php -r 'echo urldecode($argv[1]);' "$(sed 's/^#HttpOnly_//' "$user_jar" | awk '$6 == "XSRF-TOKEN" {print $7}')")
    curl -fsS -b "$user_jar" -c "$user_jar" -o /dev/null -H "X-XSRF-TOKEN: $xsrf" \
        --data-urlencode "email=$email" --data-urlencode 'password=password' "$base/login"
    signed_in[$email]=$(cookies_of "$user_jar")
done

# target_headers EMAIL PARTIAL: in $headers, the header arguments of a target's requests (for
# curl and wrk): the cookie of the account EMAIL signed in, or the guest's when EMAIL is empty
# or "-"; PARTIAL "Component prop,prop" asks for those props only, as a deferred props request.
target_headers() {
    local as=$cookie
    [ -z "$1" ] || [ "$1" = - ] || as=${signed_in[$1]}
    headers=(-H 'X-Inertia: true' -H "X-Inertia-Version: $version" -H "Cookie: $as")
    [ -z "$2" ] || headers+=(-H "X-Inertia-Partial-Component: ${2%% *}" -H "X-Inertia-Partial-Data: ${2#* }")
}

# visit EMAIL PARTIAL ARGS…
visit() {
    target_headers "$1" "$2"
    shift 2
    # wrk's own 2 s timeout would end the run at the first search of a freshly started
    # PostgreSQL that reads its documents from disk; such a request is counted in the p99 instead.
    wrk -t"$threads" -c"$connections" -d"$duration" --timeout 10s --latency "${headers[@]}" "$@"
}

for target in "${targets[@]}"; do
    IFS=$'\t' read -r name path session partial <<<"$target"
    [[ $path == @* ]] && path=$(head -1 "${path#@}")
    target_headers "$session" "$partial"
    status=$(curl -s -o /dev/null -w '%{http_code}' "${headers[@]}" "$base$path")
    if [ "$status" != 200 ]; then
        echo "$name: $path answered $status" >&2
        exit 1
    fi
done

# The queries of each page on a first visit (bench/queries.php), which bench/compare.sh
# holds equal across catalogue sizes. The visits also fill the shared rankings (home's
# featured videos, trending), as the first visitors of a live site would.
php artisan cache:clear --no-interaction >/dev/null
queries=$work/queries.txt
printf '%s\n' "${targets[@]}" | php bench/queries.php "$base" >"$queries"

# measure NAME SESSION PARTIAL PATH: one wrk run of a target, as "req/s p50 p99".
measure() {
    local name=$1 session=$2 partial=$3 path=$4 out errors
    if [[ $path == @* ]]; then
        # Every rotated path is new to the search ranking cache in each round; the other
        # caches (the shared rankings of home and trending) stay warm, as on a live site.
        php -r 'require "vendor/autoload.php"; $app = require "bootstrap/app.php";
            $app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap(); App\Search\SearchCache::startNewGeneration();'
        out=$(visit "$session" "$partial" -s bench/rotate.lua "$base" -- "${path#@}" "$threads")
    else
        out=$(visit "$session" "$partial" "$base$path")
    fi
    errors=$(awk '/Non-2xx|Socket errors/' <<<"$out")
    if [ -n "$errors" ]; then
        echo "$name: $errors" >&2
        exit 1
    fi
    printf '%s %s %s\n' "$(awk '/Requests\/sec/ {print $2}' <<<"$out")" \
        "$(bench/ms.sh "$(awk '$1 == "50%" {print $2}' <<<"$out")")" \
        "$(bench/ms.sh "$(awk '$1 == "99%" {print $2}' <<<"$out")")"
}

# The targets take turns, round after round, and each figure is the median of its rounds:
# a slow spell of this shared machine then lands on every page instead of on one. The speed of
# this machine drifts by a fifth within a minute, so each page is compared with the bare route
# measured just before it, and its share of bare is the median of those pairs; against one bare
# figure per round, every share of a run rose or fell with the moment the bare route was measured.
rounds=${BENCH_ROUNDS:-3}
samples=$work/samples.txt
: >"$samples"
for round in $(seq 1 "$rounds"); do
    echo "round $round of $rounds" >&2
    for target in "${targets[@]}"; do
        IFS=$'\t' read -r name path session partial <<<"$target"
        [ "$name" = bare ] || bare_before=$(measure bare - '' /bench/bare)
        figures=$(measure "$name" "$session" "$partial" "$path")
        [ "$name" != bare ] || bare_before=$figures
        echo "$name $figures ${bare_before%% *}" >>"$samples"
    done
done

report=bench/results/$(date +%Y%m%d-%H%M%S)-$driver-$videos.txt
{
    echo "$driver, $videos videos; nginx + php-fpm (4 workers), wrk $threads threads / $connections connections, $rounds rounds of $duration, each page after a run of the bare route; medians"
    printf '%-12s %10s %9s %9s %9s %8s %s\n' page 'req/s' 'p50 ms' 'p99 ms' 'vs bare' queries path
    viewer_share=
    for target in "${targets[@]}"; do
        IFS=$'\t' read -r name path session partial <<<"$target"
        [[ $path == @* ]] && path="$(wc -l <"${path#@}") paths in turn, e.g. $(head -1 "${path#@}")"
        [ "$session" != - ] || session=
        [ -z "$partial" ] || path="$path, deferred ${partial#* }"
        read -r rps p50 p99 share < <(awk -v name="$name" -f bench/summary.awk "$samples")
        [ "$name" = bare-viewer ] && viewer_share=$share
        against_viewer=
        if [ "$session" = "$demo" ] && [ "$name" != bare-viewer ]; then
            against_viewer=", $(awk -v a="$share" -v b="$viewer_share" 'BEGIN {printf "%.0f", 100 * a / b}') % of bare-viewer"
        fi
        printf '%-12s %10s %9s %9s %8.0f%% %8s %s\n' "$name" "$rps" "$p50" "$p99" "$share" \
            "$(awk -v n="$name" '$1 == n {print $2}' "$queries")" "$path${session:+ (as $session$against_viewer)}"
    done
} | tee "$report"

echo
npm run --silent budget | tee -a "$report"
if [ -s "$upload_report" ]; then
    echo | tee -a "$report"
    tee -a "$report" <"$upload_report"
fi
echo "Saved to $report"

# Beside the latest run on the same database at the other size (100k against a bigger
# catalogue, or the bigger one against 100k), when there is one: on a fresh checkout the look-ups
# find nothing, which is no failure.
other=100000
[ "$videos" != 100000 ] || other=$(ls bench/results/*-"$driver"-*.txt 2>/dev/null | { grep -v -- "-$driver-100000.txt" || true; } | sed 's/.*-//; s/\.txt$//' | sort -n | tail -1)
earlier=$(ls bench/results/*-"$driver-$other".txt 2>/dev/null | tail -1 || true)
if [ -n "$other" ] && [ "$other" != "$videos" ] && [ -n "$earlier" ]; then
    echo
    if [ "$videos" -gt "$other" ]; then smaller=$earlier bigger=$report; else smaller=$report bigger=$earlier; fi
    echo "From $(basename "$smaller") to $(basename "$bigger"):"
    bench/compare.sh "$smaller" "$bigger" | tee -a "$report"
fi

#!/usr/bin/env bash
# `composer bench`: serves the app behind nginx + php-fpm (deploy/'s production configuration,
# rendered for loopback ports) with a separate benchmark database, loads each page with wrk
# (X-Inertia visits, as the client makes after the first load) and prints throughput and
# latency next to a bare Laravel route measured in the same run, then the critical-path
# JavaScript of each page, then uploads a video through the tus endpoint with a media worker
# processing it (bench/upload.php).
# BENCH_UPLOAD=0 leaves the upload out; BENCH_UPLOAD=only measures the upload alone, on a
# database of its own that needs no seeding.
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
database=$root/database/bench.sqlite
[ "$upload" = only ] && database=$root/database/bench-upload.sqlite
work=$root/storage/framework/bench
mkdir -p "$work" bench/results

bash scripts/setup.sh --for-tests

# nginx and php-fpm come with the system packages (scripts/setup.sh), wrk only here.
if [ "$(id -u)" -eq 0 ] && ! command -v wrk >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q wrk
fi
for tool in nginx php-fpm8.2 wrk; do
    command -v "$tool" >/dev/null || { echo "The benchmark needs $tool: sudo bash scripts/install-system-packages.sh && sudo apt-get install wrk" >&2; exit 1; }
done

[ -f public/build/manifest.json ] || npm run --silent build

# The benchmark has its own environment file and database; the dev database is untouched.
cat > .env.bench <<ENV
APP_NAME=Blipstream
APP_ENV=bench
APP_KEY=$(grep '^APP_KEY=' .env | cut -d= -f2-)
APP_DEBUG=false
APP_URL=http://127.0.0.1:$web_port
LOG_CHANNEL=stderr
LOG_LEVEL=error
DB_CONNECTION=sqlite
DB_DATABASE=$database
DB_SQLITE_PERSISTENT=true
SESSION_DRIVER=file
CACHE_STORE=file
QUEUE_CONNECTION=database
ENV

export APP_ENV=bench
# The benchmark's config and route caches live apart, so other runs in this checkout never boot with them.
export APP_CONFIG_CACHE=$work/config.php
export APP_ROUTES_CACHE=$work/routes.php
export APP_EVENTS_CACHE=$work/events.php
if [ ! -f "$database" ]; then
    touch "$database"
    php artisan migrate --force --no-interaction
    [ "$upload" = only ] || time php artisan db:seed --class='Database\Seeders\BenchmarkSeeder' --force --no-interaction
else
    # A kept benchmark database follows the schema of the code being measured (the migrations
    # also gather the planner statistics of the indexes they make: AnalyzeNewSqliteIndexes).
    php artisan migrate --force --no-interaction
fi
if [ "$upload" != only ]; then
    # The demo account's channel with a million views for the analytics page (seeded once),
    # and the daily rollup as the scheduler keeps it.
    php artisan db:seed --class='Database\Seeders\AnalyticsBenchmarkSeeder' --force --no-interaction
    php artisan analytics:rollup --no-interaction
fi

cleanup() {
    stop_production_server "$work"
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

# A second browser signed in as the demo viewer, whose library the seeder filled, for the
# pages that show a viewer's own library (targets marked "signed-in").
user_jar=$work/user-cookies.txt
curl -fsS -c "$user_jar" -o /dev/null "$base/login"
xsrf=$(php -r 'echo urldecode($argv[1]);' "$(sed 's/^#HttpOnly_//' "$user_jar" | awk '$6 == "XSRF-TOKEN" {print $7}')")
curl -fsS -b "$user_jar" -c "$user_jar" -o /dev/null -H "X-XSRF-TOKEN: $xsrf" \
    --data-urlencode 'email=demo@blipstream.test' --data-urlencode 'password=password' "$base/login"
user_cookie=$(cookies_of "$user_jar")

# name<TAB>path[<TAB>signed-in], one line a target; the bare route first, then the same route
# as the demo viewer: every signed-in request loads its user, which the pages of a viewer's
# library are also set against. A path "@file" names a list of paths that the target requests
# in turn (see bench/rotate.lua).
mapfile -t targets < <(printf 'bare\t/bench/bare\nbare-viewer\t/bench/bare\tsigned-in\n'; php bench/targets.php "$work" | grep -E "^(${BENCH_PAGES:-[a-z-]+})[[:space:]]")

# visit SESSION ARGS…: SESSION "signed-in" sends the demo viewer's cookie, anything else the guest's.
visit() {
    local as=$cookie
    [ "$1" = signed-in ] && as=$user_cookie
    shift
    wrk -t"$threads" -c"$connections" -d"$duration" --latency -H 'X-Inertia: true' -H "X-Inertia-Version: $version" \
        -H "Cookie: $as" "$@"
}

for target in "${targets[@]}"; do
    IFS=$'\t' read -r name path session <<<"$target"
    [[ $path == @* ]] && path=$(head -1 "${path#@}")
    as=$cookie
    [ "$session" = signed-in ] && as=$user_cookie
    status=$(curl -s -o /dev/null -w '%{http_code}' -H 'X-Inertia: true' -H "X-Inertia-Version: $version" -H "Cookie: $as" "$base$path")
    if [ "$status" != 200 ]; then
        echo "$name: $path answered $status" >&2
        exit 1
    fi
done

# The targets take turns, round after round, and each figure is the median of its rounds:
# a slow spell of this shared machine then lands on every page instead of on one.
rounds=${BENCH_ROUNDS:-3}
samples=$work/samples.txt
: >"$samples"
for round in $(seq 1 "$rounds"); do
    echo "round $round of $rounds" >&2
    for target in "${targets[@]}"; do
        IFS=$'\t' read -r name path session <<<"$target"
        if [[ $path == @* ]]; then
            # Every rotated path is new to the search ranking cache in each round.
            php artisan cache:clear --no-interaction >/dev/null
            out=$(visit "$session" -s bench/rotate.lua "$base" -- "${path#@}" "$threads")
        else
            out=$(visit "$session" "$base$path")
        fi
        errors=$(awk '/Non-2xx|Socket errors/' <<<"$out")
        if [ -n "$errors" ]; then
            echo "$name: $errors" >&2
            exit 1
        fi
        printf '%s %s %s %s\n' "$name" "$(awk '/Requests\/sec/ {print $2}' <<<"$out")" \
            "$(bench/ms.sh "$(awk '$1 == "50%" {print $2}' <<<"$out")")" \
            "$(bench/ms.sh "$(awk '$1 == "99%" {print $2}' <<<"$out")")" >>"$samples"
    done
done

report=bench/results/$(date +%Y%m%d-%H%M%S).txt
{
    echo "nginx + php-fpm (4 workers), wrk $threads threads / $connections connections, $rounds rounds of $duration; medians"
    printf '%-12s %10s %9s %9s %9s %s\n' page 'req/s' 'p50 ms' 'p99 ms' 'vs bare' path
    bare_rps=
    viewer_rps=
    for target in "${targets[@]}"; do
        IFS=$'\t' read -r name path session <<<"$target"
        [[ $path == @* ]] && path="$(wc -l <"${path#@}") paths in turn, e.g. $(head -1 "${path#@}")"
        read -r rps p50 p99 < <(awk -v n="$name" '
            function median(list,    count, sorted, i, j, t) {
                count = split(list, sorted, " ")
                for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++) if (sorted[j] + 0 < sorted[i] + 0) { t = sorted[i]; sorted[i] = sorted[j]; sorted[j] = t }
                return count % 2 ? sorted[(count + 1) / 2] : (sorted[count / 2] + sorted[count / 2 + 1]) / 2
            }
            $1 == n { rps = rps " " $2; p50 = p50 " " $3; p99 = p99 " " $4 }
            END { printf "%.1f %.1f %.1f\n", median(rps), median(p50), median(p99) }' "$samples")
        [ -n "$bare_rps" ] || bare_rps=$rps
        [ "$name" = bare-viewer ] && viewer_rps=$rps
        against_viewer=
        if [ "$session" = signed-in ] && [ "$name" != bare-viewer ]; then
            against_viewer=", $(awk -v a="$rps" -v b="$viewer_rps" 'BEGIN {printf "%.0f", 100 * a / b}') % of bare-viewer"
        fi
        printf '%-12s %10s %9s %9s %8s%% %s\n' "$name" "$rps" "$p50" "$p99" \
            "$(awk -v a="$rps" -v b="$bare_rps" 'BEGIN {printf "%.0f", 100 * a / b}')" "$path${session:+ (as the demo viewer$against_viewer)}"
    done
} | tee "$report"

echo
npm run --silent budget | tee -a "$report"
if [ -s "$upload_report" ]; then
    echo | tee -a "$report"
    tee -a "$report" <"$upload_report"
fi
echo "Saved to $report"

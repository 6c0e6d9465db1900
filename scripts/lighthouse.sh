#!/usr/bin/env bash
# `composer lighthouse`: Lighthouse (mobile profile, its simulated slow 4G and 4× slower CPU) in
# Debian's Chromium on home, watch, blips, a channel and the studio's content page (signed in as
# the channel's creator), served as production serves them (scripts/production-server.sh) from
# a small seeded catalogue of its own. Prints the four scores of each page, the LCP and its
# element for home and watch, and fails under the gates (scripts/lighthouse.mjs).
#
# Each page is measured LIGHTHOUSE_RUNS times (3) and counts with its run of median
# performance, as Lighthouse's own advice has it: one run on a shared machine may land on a busy
# second. Lighthouse lives in tools/lighthouse, installed there with `npm ci` on first use, so the
# app's own node_modules stays without its 200 MB. The reports (JSON and HTML of each run) go to
# storage/lighthouse/. LIGHTHOUSE_PAGES="home watch" measures some pages only.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/production-server.sh

for tool in nginx php-fpm8.2 curl; do
    command -v "$tool" >/dev/null || {
        echo "composer lighthouse needs $tool: sudo bash scripts/install-system-packages.sh" >&2
        exit 1
    }
done
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
[ -x "$CHROME_PATH" ] || {
    echo "composer lighthouse needs Chromium at $CHROME_PATH: sudo bash scripts/install-system-packages.sh" >&2
    exit 1
}

# The lock pins Lighthouse 12.8.2 (13 needs Node 22). Its trace engine asks for the "latest"
# third-party-web and legacy-javascript, which `npm ci` cannot match against a lock;
# package.json's overrides hold them at the versions Lighthouse itself was released with.
tools=tools/lighthouse
if ! cmp -s "$tools/package-lock.json" "$tools/node_modules/.installed-lock.json"; then
    npm ci --prefix "$tools" --no-audit --no-fund --loglevel=error
    cp "$tools/package-lock.json" "$tools/node_modules/.installed-lock.json"
fi

# Lighthouse measures what the sources say today: a build older than them is made again.
if [ ! -f public/build/manifest.json ] ||
    [ -n "$(find resources/js resources/css vite.config.ts package-lock.json -newer public/build/manifest.json -print -quit)" ]; then
    npm run --silent build
fi

prepare_production_run

# Sessions and caches that outlive a request, as a signed-in visit needs; the sample media is
# the checkout's public disk, which the seeder fills once and reuses.
export DB_SQLITE_PERSISTENT=true
export SESSION_DRIVER=database
export CACHE_STORE=database
export MEDIA_URL=
export SEED_SIZE=small
# Home's featured grid, a full page of recommendations and a channel with several videos.
export SEED_VIDEOS=32
export SEED_BLIPS=12
mkdir -p storage/app/public
php artisan optimize --no-interaction >/dev/null
php artisan migrate --force --no-interaction >/dev/null
php artisan db:seed --force --no-interaction >/dev/null

start_production_server "$run" "$web_port" "$fpm_port"

# The creator whose channel and studio are measured, and the most viewed video and blip.
read -r creator handle video < <(php -r 'require "vendor/autoload.php"; $app = require "bootstrap/app.php";
    $app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();
    $video = App\Models\Video::query()->scopes(["published", "ofKind" => [App\Enums\VideoKind::Video]])
        ->with("channel.user")->orderByDesc("views")->firstOrFail();
    echo $video->channel->user->email, " ", $video->channel->handle, " ", $video->public_id, "\n";')

# The creator's session: the login form's XSRF token, then the sign-in.
jar=$run/cookies.txt
curl -fsS -c "$jar" -o /dev/null "$base/login"
xsrf=$(php -r 'echo urldecode($argv[1]);' "$(sed 's/^#HttpOnly_//' "$jar" | awk '$6 == "XSRF-TOKEN" {print $7}')")
curl -fsS -b "$jar" -c "$jar" -o /dev/null -H "X-XSRF-TOKEN: $xsrf" \
    --data-urlencode "email=$creator" --data-urlencode 'password=password' "$base/login"
cookie=$(sed 's/^#HttpOnly_//' "$jar" | awk '!/^#/ && NF >= 7 {printf "%s%s=%s", (n++ ? "; " : ""), $6, $7}')
printf '{"Cookie": "%s"}\n' "$cookie" >"$run/signed-in.json"

reports=storage/lighthouse
rm -rf "$reports"
mkdir -p "$reports"
pages=(${LIGHTHOUSE_PAGES:-home watch blips channel studio})
runs=${LIGHTHOUSE_RUNS:-3}
for page in "${pages[@]}"; do
    headers=()
    case $page in
        home) path=/ ;;
        watch) path="/watch?v=$video" ;;
        blips) path=/blips ;;
        channel) path="/channel/@$handle" ;;
        studio)
            path=/studio/content
            headers=(--extra-headers="$run/signed-in.json")
            ;;
        *)
            echo "Unknown page $page (home, watch, blips, channel, studio)" >&2
            exit 1
            ;;
    esac
    # The first response as the browser gets it, to tell what the page had before any deferred prop.
    curl -fsS ${headers:+-H "Cookie: $cookie"} -o "$reports/$page.html" "$base$path"
    for round in $(seq 1 "$runs"); do
        echo "lighthouse: $page ($path), run $round of $runs" >&2
        "$tools/node_modules/.bin/lighthouse" "$base$path" "${headers[@]}" --quiet \
            --chrome-flags='--headless=new --no-sandbox --disable-gpu' \
            --only-categories=performance,accessibility,best-practices,seo \
            --output=json --output=html --output-path="$reports/$page-$round"
    done
done

node scripts/lighthouse.mjs --runs="$runs" "$reports" "${pages[@]}"

#!/usr/bin/env bash
# Serves the built app exactly as production does (deploy/render.php's nginx site and php-fpm
# pool, APP_DEBUG off, `php artisan optimize`) from nginx and php-fpm on free loopback ports,
# and checks with curl what the configuration promises: compressed HTML, JSON and JavaScript,
# immutable caching of Vite's assets and of an upload's segments, frames and storyboard,
# revalidated playlists, short caching of files whose name does not change with their bytes,
# the media's real types with nosniff, and nothing of the private disk. Then it prints the
# JavaScript that home and watch reference, as sent: raw, gzip and (with the module) brotli.
#
# Everything lives in a temporary directory (database, caches, a media disk of known files)
# and stops with the script. Needs the build (public/build); makes it when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/production-server.sh

for tool in nginx php-fpm8.2 curl; do
    command -v "$tool" >/dev/null || {
        echo "The production check needs $tool: sudo bash scripts/install-system-packages.sh" >&2
        exit 1
    }
done
[ -f public/build/manifest.json ] || npm run --silent build

prepare_production_run
export SESSION_DRIVER=array
export CACHE_STORE=array
php artisan optimize --no-interaction >/dev/null
php artisan migrate --force --no-interaction >/dev/null
video=$(php -r 'require "vendor/autoload.php"; $app = require "bootstrap/app.php";
    $app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();
    echo App\Models\Video::factory()->create()->public_id;')

# A media disk of known files, laid out as the app writes them, with the private disk beside
# it as in storage/app/.
media=$run/storage/app/public
private=$run/storage/app/private
upload=$media/videos/$video
mkdir -p "$upload/hls/240p" "$upload/thumbnails" "$media/channels/5" "$media/samples/thumbnails" "$private/videos/$video"
{
    echo '#EXTM3U'
    echo '#EXT-X-VERSION:3'
    for rung in 240p 360p 480p 720p 1080p; do
        echo "#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=1280x720,CODECS=\"avc1.64001f,mp4a.40.2\""
        echo "$rung/index.m3u8"
    done
} >"$upload/hls/master.m3u8"
head -c 4096 /dev/urandom >"$upload/hls/240p/segment_000.ts"
head -c 4096 /dev/urandom >"$upload/hls/240p/segment_001.m4s"
head -c 2048 /dev/urandom >"$upload/thumbnails/1.webp"
head -c 2048 /dev/urandom >"$upload/storyboard.jpg"
printf 'WEBVTT\n\n00:00.000 --> 00:02.000\nstoryboard.jpg#xywh=0,0,160,90\n' >"$upload/storyboard.vtt"
head -c 2048 /dev/urandom >"$media/channels/5/avatar-AbCdEfGhIjKlMnOp.webp"
head -c 2048 /dev/urandom >"$media/samples/thumbnails/landscape-1-0.webp"
echo 'private-disk-file' >"$private/videos/$video/original.mp4"
chmod -R a+rX "$run"

start_production_server "$run" "$web_port" "$fpm_port" --public-storage="$media"
brotli=false
grep -q '^load_module .*brotli' "$run/nginx.conf" && brotli=true

passed=0
failures=()
headers_of() { # headers_of PATH [CURL ARGS...]: the response's status line and headers, lower-cased names
    local path=$1
    shift
    curl -sS -o /dev/null -D - "$@" "$base$path" | tr -d '\r' |
        awk 'NR == 1 {print; next} {n = index($0, ":"); if (n) print tolower(substr($0, 1, n - 1)) ":" substr($0, n + 1)}'
}
expect() { # expect DESCRIPTION PATH 'HEADER REGEX'... [-- CURL ARGS...]
    local description=$1 path=$2
    shift 2
    local rules=()
    while [ $# -gt 0 ] && [ "$1" != -- ]; do
        rules+=("$1")
        shift
    done
    [ "${1:-}" = -- ] && shift
    local response
    response=$(headers_of "$path" "$@")
    local rule header pattern line
    for rule in "${rules[@]}"; do
        header=${rule%% *}
        pattern=${rule#* }
        if [ "$header" = status ]; then
            line=$(head -1 <<<"$response" | awk '{print $2}')
        else
            line=$(awk -v h="$header:" 'index($0, h) == 1 {sub(/^[^:]*: */, ""); print}' <<<"$response")
        fi
        if ! grep -Eq -- "^($pattern)\$" <<<"$line"; then
            failures+=("$description: $path answered $header \"$line\", expected /$pattern/")
            return
        fi
    done
    passed=$((passed + 1))
}

# The same site where nginx lacks the brotli module.
mkdir -p "$run/gzip-only"
php deploy/render.php --standalone="$run/gzip-only" --brotli=off --listen="127.0.0.1:$web_port" \
    --fpm-listen="127.0.0.1:$fpm_port" --public-storage="$media"
if ! grep -q brotli "$run/gzip-only/nginx.conf" "$run/gzip-only/nginx-site.conf" &&
    nginx -t -q -c "$run/gzip-only/nginx.conf"; then
    passed=$((passed + 1))
else
    failures+=("the site rendered without brotli does not pass nginx -t")
fi

immutable='public, max-age=31536000, immutable'
html=$(curl -fsS "$base/")
asset=$(grep -oE '/build/assets/[^"]+\.js' <<<"$html" | head -1)
version=$(grep -o '"version":"[^"]*"' <<<"$html" | head -1 | cut -d'"' -f4)

expect 'home in gzip' / 'status 200' 'content-type text/html; charset=(UTF|utf)-8' 'content-encoding gzip' \
    'x-content-type-options nosniff' 'x-powered-by ' 'server nginx' -- -H 'Accept-Encoding: gzip'
expect 'watch in gzip' "/watch?v=$video" 'status 200' 'content-encoding gzip' -- -H 'Accept-Encoding: gzip'
expect 'an Inertia visit, JSON in gzip' / 'status 200' 'content-type application/json' 'content-encoding gzip' \
    -- -H 'Accept-Encoding: gzip' -H 'X-Inertia: true' -H "X-Inertia-Version: $version"
expect 'a Vite asset, immutable and in gzip' "$asset" 'status 200' 'content-type application/javascript(; charset=utf-8)?' \
    'content-encoding gzip' "cache-control $immutable" 'x-content-type-options nosniff' -- -H 'Accept-Encoding: gzip'
expect 'a Vite asset to a client without gzip' "$asset" 'status 200' 'content-encoding ' -- -H 'Accept-Encoding: identity'
if $brotli; then
    expect 'home in brotli' / 'status 200' 'content-encoding br' -- -H 'Accept-Encoding: gzip, br'
    expect 'a Vite asset in brotli' "$asset" 'status 200' 'content-encoding br' -- -H 'Accept-Encoding: gzip, br'
fi

storage=/storage/videos/$video
expect 'an HLS segment (.ts)' "$storage/hls/240p/segment_000.ts" 'status 200' 'content-type video/mp2t' \
    "cache-control $immutable" 'x-content-type-options nosniff'
expect 'an HLS segment (.m4s)' "$storage/hls/240p/segment_001.m4s" 'status 200' 'content-type video/iso.segment' \
    "cache-control $immutable" 'x-content-type-options nosniff'
expect 'a playlist' "$storage/hls/master.m3u8" 'status 200' 'content-type application/vnd.apple.mpegurl' \
    'cache-control no-cache' 'x-content-type-options nosniff' 'content-encoding gzip' -- -H 'Accept-Encoding: gzip'
expect 'an upload thumbnail' "$storage/thumbnails/1.webp" 'status 200' 'content-type image/webp' "cache-control $immutable" \
    'x-content-type-options nosniff'
expect 'a storyboard sprite' "$storage/storyboard.jpg" 'status 200' "cache-control $immutable"
expect 'storyboard cues' "$storage/storyboard.vtt" 'status 200' 'content-type text/vtt(; charset=utf-8)?' \
    'cache-control public, max-age=600' 'x-content-type-options nosniff'
expect 'a channel image' /storage/channels/5/avatar-AbCdEfGhIjKlMnOp.webp 'status 200' 'content-type image/webp' \
    "cache-control $immutable"
expect 'a sample thumbnail, named by its recipe' /storage/samples/thumbnails/landscape-1-0.webp 'status 200' 'content-type image/webp' \
    'cache-control public, max-age=600'
expect 'a missing media file' "$storage/hls/240p/segment_999.ts" 'status 404'
for path in "/storage/../private/videos/$video/original.mp4" "/storage/..%2fprivate/videos/$video/original.mp4" \
    "/storage/%2e%2e/private/videos/$video/original.mp4" "/storage..%2fapp/private/videos/$video/original.mp4" \
    "/storage/app/private/videos/$video/original.mp4"; do
    expect 'the private disk' "$path" 'status 40[04]' -- --path-as-is
done

# The JavaScript a first visit to each page loads: what its HTML references (the entry and the
# page's chunk, preloaded with their direct imports) and everything those import statically,
# which the browser fetches as it reads them; as transferred with each encoding.
first_visit_scripts() { # first_visit_scripts PATH: one URL path a line
    # Unquoted: each referenced file is an argument of its own.
    node --input-type=module -e "
        import { readFileSync } from 'node:fs';
        import { criticalChunks } from './scripts/bundle-budget.mjs';
        const manifest = JSON.parse(readFileSync('public/build/manifest.json', 'utf8'));
        const referenced = new Set(process.argv.slice(1).map((url) => url.replace(/^\\/build\\//, '')));
        const roots = Object.keys(manifest).filter((key) => referenced.has(manifest[key].file));
        for (const key of criticalChunks(manifest, roots)) console.log('/build/' + manifest[key].file);
    " $(curl -fsS "$base$1" | grep -oE '/build/assets/[^"]+\.js' | sort -u)
}
js_sizes() { # js_sizes PATH: files raw gzip brotli, in bytes
    local raw=0 gzip=0 br=0 count=0 url
    for url in $(first_visit_scripts "$1"); do
        count=$((count + 1))
        raw=$((raw + $(curl -fsS -o /dev/null -w '%{size_download}' -H 'Accept-Encoding: identity' "$base$url")))
        gzip=$((gzip + $(curl -fsS -o /dev/null -w '%{size_download}' -H 'Accept-Encoding: gzip' "$base$url")))
        $brotli && br=$((br + $(curl -fsS -o /dev/null -w '%{size_download}' -H 'Accept-Encoding: br' "$base$url")))
    done
    echo "$count $raw $gzip $br"
}
kb() { awk -v b="$1" 'BEGIN {printf "%.1f kB", b / 1000}'; }
echo "JavaScript of a first visit, as transferred (kB = 1000 bytes):"
printf '%-7s %6s %11s %11s %11s\n' page files raw gzip brotli
for page in home watch; do
    path=/
    [ "$page" = watch ] && path="/watch?v=$video"
    read -r count raw gzip br < <(js_sizes "$path")
    printf '%-7s %6s %11s %11s %11s\n' "$page" "$count" "$(kb "$raw")" "$(kb "$gzip")" "$($brotli && kb "$br" || echo 'no module')"
done

if [ ${#failures[@]} -gt 0 ]; then
    printf '%s\n' "${failures[@]}" >&2
    printf 'production check: %d of %d expectations failed\n' "${#failures[@]}" $((passed + ${#failures[@]})) >&2
    exit 1
fi
echo "production check: all $passed expectations held"

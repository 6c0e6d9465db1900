#!/usr/bin/env bash
# Runs the tests that store files (every test calling freshMediaDisks() in tests/TestCase.php)
# with the media on an S3-compatible object store, which `.env` can switch to: against a
# private, throwaway s3rver (an npm dev dependency) on a free loopback port, keeping its
# buckets in a temporary directory. Arguments go to PHPUnit.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=$(mktemp -d /tmp/blipstream-s3.XXXXXX)
# The log exists before the server starts: the shell opens it for the server only once the
# server's process runs, which on a busy machine can come after the first look below (ci39).
: >"$dir/server.log"
node_modules/.bin/s3rver --directory "$dir/data" --address 127.0.0.1 --port 0 --silent \
    --configure-bucket blipstream-media --configure-bucket blipstream-private >"$dir/server.log" 2>&1 &
server=$!
cleanup() {
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    rm -rf "$dir"
}
trap cleanup EXIT

# Port 0 lets the system pick a free port, which the server then prints.
port=
for _ in $(seq 100); do
    port=$(sed -n 's/^S3rver listening on .*:\([0-9][0-9]*\)$/\1/p' "$dir/server.log")
    if [ -n "$port" ] || ! kill -0 "$server" 2>/dev/null; then
        break
    fi
    sleep 0.1
done
if [ -z "$port" ]; then
    echo "s3rver did not start:" >&2
    cat "$dir/server.log" >&2
    exit 1
fi

mapfile -t tests < <(grep -rl --include='*Test.php' 'freshMediaDisks()' tests | sort)

# s3rver knows one key pair, S3RVER/S3RVER. Empty MEDIA_URL and AWS_URL: links go to the bucket.
MEDIA_DISK=s3 PRIVATE_MEDIA_DISK=s3-private MEDIA_URL= AWS_URL= \
    AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER AWS_DEFAULT_REGION=us-east-1 \
    AWS_ENDPOINT="http://127.0.0.1:$port" AWS_USE_PATH_STYLE_ENDPOINT=true \
    AWS_BUCKET=blipstream-media AWS_PRIVATE_BUCKET=blipstream-private \
    php vendor/bin/phpunit "${tests[@]}" "$@"

# A whole run that kept its files anywhere but in the buckets proved nothing.
if [ $# -eq 0 ]; then
    for bucket in blipstream-media blipstream-private; do
        if [ -z "$(find "$dir/data/$bucket" -type f -print -quit)" ]; then
            echo "Nothing reached the bucket $bucket: the tests did not run on the object store." >&2
            exit 1
        fi
    done
fi

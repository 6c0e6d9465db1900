#!/usr/bin/env bash
# Installs the Debian packages Blipstream needs beyond PHP 8.2, Composer and Node 20:
# PHP's SQLite, cURL and GD extensions, ffmpeg/ffprobe for media, Chromium for end-to-end tests,
# PostgreSQL and PHP's pdo_pgsql, Redis and PHP's redis extension, for the test runs on the
# back ends `.env` can switch to; nginx with its brotli filter and php-fpm, which serve the app
# in production and in scripts/production-check.sh.
# Does nothing when all of them are present; installs them when run as root; otherwise
# prints the command to run and stops.
set -euo pipefail

# Asks PHP itself: `php -m | grep -q` under pipefail fails now and then, when grep exits
# before PHP has written its whole list and PHP dies of SIGPIPE.
has_extension() { php -r "exit(extension_loaded('$1') ? 0 : 1);"; }

missing=()
has_extension pdo_sqlite || missing+=(php8.2-sqlite3)
has_extension curl || missing+=(php8.2-curl)
has_extension gd || missing+=(php8.2-gd)
command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || missing+=(ffmpeg)
[ -x /usr/bin/chromium ] || missing+=(chromium)
has_extension pdo_pgsql || missing+=(php8.2-pgsql)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
has_extension redis || missing+=(php8.2-redis)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v nginx >/dev/null || missing+=(nginx-light)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || missing+=(libnginx-mod-http-brotli-filter)
command -v php-fpm8.2 >/dev/null || missing+=(php8.2-fpm)
# Fonts for readable screenshots and generated sample media.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
    echo "Blipstream needs these Debian packages: ${missing[*]}" >&2
    echo "Install them with:" >&2
    echo "    sudo bash scripts/install-system-packages.sh" >&2
    echo "(or: sudo apt-get install -y ${missing[*]})" >&2
    exit 1
fi

echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may hold an interrupted dpkg run that blocks every install.
dpkg --configure -a
apt-get update -q
# PHP extensions go in one install so the whole PHP 8.2 set moves to one patch release.
apt-get install -y -q "${missing[@]}"

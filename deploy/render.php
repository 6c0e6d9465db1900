<?php

/*
 * Renders Blipstream's serving configuration from the templates beside this file:
 *
 *   composer run production:config -- --domain=video.example.org --user=blipstream
 *
 * writes to deploy/rendered/ (or --out=DIR) the nginx site, the php-fpm pool and the systemd
 * units of the queue workers and the scheduler, then prints where each goes. With
 * --standalone=RUN_DIR it writes the site and pool into RUN_DIR together with an nginx.conf
 * and a php-fpm.conf of their own, for an nginx and php-fpm on loopback ports that keep their
 * pid, logs and temporary files in RUN_DIR (bench/run.sh, scripts/production-check.sh).
 *
 * Every value lands in a config file, so each is checked against what its place accepts.
 */

const OPTIONS = [
    'domain:', 'root:', 'out:', 'listen:', 'https-listen:', 'certificate:', 'certificate-key:',
    'fpm-listen:', 'fpm-workers:', 'user:', 'group:', 'php:', 'public-storage:', 'brotli:',
    'env:', 'standalone:', 'pool:', 'help',
];

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** Answers that nginx compresses besides text/html, which it always does. */
const COMPRESSIBLE_TYPES = [
    'text/css', 'text/plain', 'text/vtt', 'text/xml', 'application/javascript', 'text/javascript',
    'application/json', 'application/manifest+json', 'application/xml', 'image/svg+xml',
    'application/vnd.apple.mpegurl',
];

/** The queues `composer run dev` serves, each with its worker's options and what it carries. */
const QUEUES = [
    'default' => [
        'purpose' => 'mail and notifications',
        'options' => '--tries=1',
        // A mail or a notification is short: a stop waits for it.
        'stop_timeout' => 'TimeoutStopSec=60',
    ],
    'media' => [
        'purpose' => 'transcoding',
        'options' => '--timeout=3600',
        // A transcode may run an hour; one cut short by a stop is queued again by the
        // scheduler's media:requeue-stalled once its heartbeat stops.
        'stop_timeout' => 'TimeoutStopSec=120',
    ],
];

function fail(string $message): never
{
    fwrite(STDERR, "render: {$message}\n");
    exit(1);
}

/**
 * @param  array<string, string|false|list<string|false>>  $options
 */
function option(array $options, string $name, ?string $default = null): ?string
{
    $value = $options[$name] ?? $default;
    if (is_array($value)) {
        fail("--{$name} is given more than once");
    }
    if ($value === false) {
        fail("--{$name} needs a value");
    }

    return $value;
}

function checked(string $name, string $value, string $pattern, string $expected): string
{
    if (preg_match($pattern, $value) !== 1) {
        fail("--{$name}: {$expected} expected, got \"{$value}\"");
    }

    return $value;
}

function absolutePath(string $name, string $value): string
{
    return rtrim(checked($name, $value, '#^/[A-Za-z0-9._/@+-]*$#', 'an absolute path of plain characters'), '/') ?: '/';
}

function listenAddress(string $name, string $value): string
{
    return checked($name, $value, '/^(\[[0-9a-fA-F:]+\]:|[0-9.]+:|[A-Za-z0-9.-]+:)?[0-9]{1,5}$/', 'a port or address:port');
}

/**
 * Fills {{name}} from $values and keeps the lines between {{#if name}} (or {{#unless name}})
 * and {{/if}} (or {{/unless}}) only when the value is (or is not) set.
 *
 * @param  array<string, string|bool>  $values
 */
function render(string $template, array $values): string
{
    $kept = preg_replace_callback(
        '/^\{\{#(if|unless) (\w+)\}\}\n(.*?)^\{\{\/\1\}\}\n/ms',
        function (array $block) use ($values): string {
            $set = ! empty($values[$block[2]]);

            return ($block[1] === 'if') === $set ? $block[3] : '';
        },
        $template,
    );
    $filled = preg_replace_callback('/\{\{(\w+)\}\}/', function (array $slot) use ($values): string {
        $value = $values[$slot[1]] ?? fail("the template names {{{$slot[1]}}}, which has no value");

        return (string) $value;
    }, (string) $kept);

    if (str_contains((string) $filled, '{{')) {
        fail('a template block was left open');
    }

    return (string) $filled;
}

/**
 * php_admin_value lines for config/php/*.ini, so the pool runs with the settings the
 * development server loads.
 *
 * @return array{string, string}
 */
function projectIni(string $root): array
{
    $lines = [];
    $postMaxSize = '64M';
    foreach (glob("{$root}/config/php/*.ini") ?: [] as $file) {
        foreach (parse_ini_file($file, false, INI_SCANNER_RAW) ?: [] as $key => $value) {
            $lines[] = "php_admin_value[{$key}] = {$value}";
            if ($key === 'post_max_size') {
                $postMaxSize = $value;
            }
        }
    }

    return [implode("\n", $lines), strtolower($postMaxSize)];
}

$options = getopt('', OPTIONS);
if (isset($options['help'])) {
    echo "Usage: php deploy/render.php [--domain=NAME] [--root=DIR] [--out=DIR] [--listen=PORT]\n"
        ."  [--certificate=FILE --certificate-key=FILE [--https-listen=PORT]]\n"
        ."  [--fpm-listen=SOCKET|ADDRESS:PORT] [--fpm-workers=N] [--user=NAME] [--group=NAME]\n"
        ."  [--php=BINARY] [--public-storage=DIR] [--brotli=auto|on|off] [--env=KEY=VALUE ...]\n"
        ."  [--standalone=RUN_DIR] [--pool=NAME]\n";
    exit(0);
}

$deploy = __DIR__;
$root = absolutePath('root', option($options, 'root', dirname($deploy)));
$standalone = option($options, 'standalone');
$runDir = $standalone === null ? null : absolutePath('standalone', $standalone);
$out = $runDir ?? absolutePath('out', option($options, 'out', "{$deploy}/rendered"));
$user = checked('user', option($options, 'user', 'www-data'), '/^[a-z_][a-z0-9_-]*$/', 'a user name');
$group = checked('group', option($options, 'group', $user), '/^[a-z_][a-z0-9_-]*$/', 'a group name');
$fpmListen = option($options, 'fpm-listen', '/run/php/blipstream.sock');
$fpmSocket = str_starts_with($fpmListen, '/');
$fpmListen = $fpmSocket ? absolutePath('fpm-listen', $fpmListen) : listenAddress('fpm-listen', $fpmListen);
$certificate = option($options, 'certificate');
$certificateKey = option($options, 'certificate-key');
if (($certificate === null) !== ($certificateKey === null)) {
    fail('--certificate and --certificate-key go together');
}

$brotli = match (option($options, 'brotli', 'auto')) {
    'auto' => is_file(BROTLI_MODULE),
    'on' => is_file(BROTLI_MODULE) ?: fail('--brotli=on, but '.BROTLI_MODULE.' is missing: apt-get install libnginx-mod-http-brotli-filter'),
    'off' => false,
    default => fail('--brotli: auto, on or off expected'),
};

$env = [];
foreach ((array) ($options['env'] ?? []) as $pair) {
    $pair = (string) $pair;
    checked('env', $pair, '/^[A-Z][A-Z0-9_]*=[A-Za-z0-9._\/:@+-]*$/', 'KEY=VALUE of plain characters');
    [$key, $value] = explode('=', $pair, 2);
    $env[] = "env[{$key}] = {$value}";
}

[$projectIni, $postMaxSize] = projectIni($root);

$values = [
    'domain' => checked('domain', option($options, 'domain', 'localhost'), '/^[A-Za-z0-9.*_-]+( [A-Za-z0-9.*_-]+)*$/', 'host names'),
    'root' => $root,
    'listen' => listenAddress('listen', option($options, 'listen', '80')),
    'tls' => $certificate !== null,
    'tls_listen' => listenAddress('https-listen', option($options, 'https-listen', '443')),
    'tls_certificate' => $certificate === null ? '' : absolutePath('certificate', $certificate),
    'tls_certificate_key' => $certificateKey === null ? '' : absolutePath('certificate-key', $certificateKey),
    'public_storage' => absolutePath('public-storage', option($options, 'public-storage', "{$root}/storage/app/public")),
    'client_max_body_size' => checked('post_max_size', $postMaxSize, '/^[0-9]+[kmg]?$/', 'a size'),
    'fastcgi_pass' => $fpmSocket ? "unix:{$fpmListen}" : $fpmListen,
    'compressible_types' => implode(' ', COMPRESSIBLE_TYPES),
    'brotli' => $brotli,
    'brotli_module' => BROTLI_MODULE,
    'pool' => checked('pool', option($options, 'pool', 'blipstream'), '/^[a-z][a-z0-9_-]*$/', 'a pool name'),
    'user' => $user,
    'group' => $group,
    'fpm_listen' => $fpmListen,
    'fpm_socket' => $fpmSocket,
    // Debian's nginx runs as www-data and must reach the socket.
    'socket_owner' => 'www-data',
    'fpm_workers' => checked('fpm-workers', option($options, 'fpm-workers', '4'), '/^[1-9][0-9]{0,2}$/', 'a number of workers'),
    'env' => implode("\n", $env),
    'project_ini' => $projectIni,
    'php' => absolutePath('php', option($options, 'php', PHP_BINARY)),
    'run_dir' => $runDir ?? '',
    // An nginx started by root runs its workers as the app's user, who can read the app.
    'nginx_user' => $runDir !== null && function_exists('posix_geteuid') && posix_geteuid() === 0 ? $user : '',
];

$files = [
    'nginx-site.conf' => render((string) file_get_contents("{$deploy}/nginx-site.conf.template"), $values),
    'php-fpm-pool.conf' => render((string) file_get_contents("{$deploy}/php-fpm-pool.conf.template"), $values),
];
if ($runDir !== null) {
    $files['nginx.conf'] = render((string) file_get_contents("{$deploy}/nginx-standalone.conf.template"), $values);
    $files['php-fpm.conf'] = render((string) file_get_contents("{$deploy}/php-fpm-standalone.conf.template"), $values);
} else {
    foreach (QUEUES as $queue => $worker) {
        $files["blipstream-queue-{$queue}.service"] = render((string) file_get_contents("{$deploy}/systemd/queue.service.template"), [
            ...$values, 'queue' => $queue, 'purpose' => $worker['purpose'], 'worker_options' => $worker['options'],
            'stop_timeout' => $worker['stop_timeout'],
        ]);
    }
    $files['blipstream-scheduler.service'] = render((string) file_get_contents("{$deploy}/systemd/scheduler.service.template"), $values);
}

if (! is_dir($out) && ! mkdir($out, 0755, true)) {
    fail("cannot create {$out}");
}
foreach ($files as $name => $contents) {
    if (file_put_contents("{$out}/{$name}", $contents) === false) {
        fail("cannot write {$out}/{$name}");
    }
}

if ($runDir !== null) {
    exit(0);
}

$brotliNote = $brotli ? 'on' : 'off (apt-get install libnginx-mod-http-brotli-filter, then render again)';
echo <<<TEXT
Rendered into {$out} (brotli {$brotliNote}):
  nginx-site.conf                -> /etc/nginx/sites-available/blipstream.conf, linked from sites-enabled/
  php-fpm-pool.conf              -> /etc/php/8.2/fpm/pool.d/blipstream.conf
  blipstream-*.service           -> /etc/systemd/system/
Then: nginx -t && systemctl reload nginx php8.2-fpm
      systemctl daemon-reload && systemctl enable --now blipstream-queue-default blipstream-queue-media blipstream-scheduler

TEXT;

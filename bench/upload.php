<?php

// The upload benchmark: a generated 60 s 1080p30 clip goes through the studio's tus endpoint
// on the served app, in 5 MB chunks, as a signed-in creator's browser sends it, while one real
// media worker (queue:work) processes it. Prints the upload throughput, the time from the
// upload's start to Watchable and to Ready, and the ladder's speed as a multiple of realtime.
// Arguments: the app's base URL, a working directory (the clip is kept there between runs).

use App\Actions\CreateChannel;
use App\Actions\DeleteVideo;
use App\Enums\VideoStatus;
use App\Media\Ffmpeg;
use App\Media\SampleClip;
use App\Models\Upload;
use App\Models\User;
use App\Models\Video;
use GuzzleHttp\Cookie\CookieJar;
use Illuminate\Contracts\Console\Kernel;
use Illuminate\Http\Client\PendingRequest;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Process;

require __DIR__.'/../vendor/autoload.php';

$app = require __DIR__.'/../bootstrap/app.php';
$app->make(Kernel::class)->bootstrap();

const CLIP_SECONDS = 60;
const CHUNK_BYTES = 5 * 1024 * 1024;
const EMAIL = 'bench-uploader@blipstream.test';
const PASSWORD = 'bench-password';

$base = rtrim($argv[1] ?? 'http://127.0.0.1:8124', '/');
$work = $argv[2] ?? sys_get_temp_dir();

// Its chord sits over a noise floor, as in a recording: ffmpeg's fast AAC coder, which the
// ladder uses, takes 0.6 times the CPU of the default coder on such sound, and 2.8 times on
// pure tones alone, which no camera records. (Figures from before November 2026 were taken
// with a pure tone, on the default coder.)
$clip = "{$work}/upload-60s-1080p30-hiss.mp4";
if (! is_file($clip)) {
    $started = microtime(true);
    (new Ffmpeg)->sampleClip(new SampleClip('bench', 1920, 1080, CLIP_SECONDS, caption: 'Blipstream upload benchmark', fps: 30, hiss: 0.02), $clip);
    fprintf(STDERR, "Generated the clip in %.1f s\n", microtime(true) - $started);
}
$size = (int) filesize($clip);

// A verified creator of its own whose earlier benchmark uploads are gone, so no quota fills up.
$user = User::query()->where('email', EMAIL)->first() ?? User::query()->forceCreate([
    'name' => 'Bench Uploader', 'email' => EMAIL, 'password' => PASSWORD, 'email_verified_at' => now(),
]);
$channel = $user->channel ?? app(CreateChannel::class)->handle($user, ['name' => 'Bench Uploads'], null, null);
$channel->videos()->get()->each(fn (Video $video) => app(DeleteVideo::class)->handle($video));
Upload::query()->where('user_id', $user->id)->get()->each(fn (Upload $upload) => $upload->delete());

// Signed in as the browser is: the session and XSRF cookies, the token sent back as a header.
$cookies = new CookieJar;
$client = fn (): PendingRequest => Http::baseUrl($base)->withOptions(['cookies' => $cookies, 'allow_redirects' => false])
    ->withHeaders(['X-XSRF-TOKEN' => urldecode((string) $cookies->getCookieByName('XSRF-TOKEN')?->getValue())]);
$client()->get('/login')->throw();
$signedIn = $client()->asForm()->post('/login', ['email' => EMAIL, 'password' => PASSWORD]);
if (! $signedIn->redirect() || str_contains((string) $signedIn->header('Location'), '/login')) {
    fwrite(STDERR, "Signing in failed ({$signedIn->status()}).\n");
    exit(1);
}

$tus = fn (): PendingRequest => $client()->withHeaders(['Tus-Resumable' => '1.0.0']);
$worker = Process::path(base_path())->forever()
    ->start(['setsid', PHP_BINARY, 'artisan', 'queue:work', 'database', '--queue=media', '--sleep=0.2', '--no-interaction']);

try {
    $started = microtime(true);
    $created = $tus()->withHeaders([
        'Upload-Length' => (string) $size,
        'Upload-Metadata' => 'filename '.base64_encode('bench-60s-1080p30.mp4').',kind '.base64_encode('video'),
    ])->send('POST', '/studio/uploads')->throw();
    $location = (string) $created->header('Location');
    $videoId = (string) $created->header('Video-Id');

    $file = fopen($clip, 'rb');
    for ($offset = 0; $offset < $size; $offset += strlen($chunk)) {
        $chunk = (string) fread($file, CHUNK_BYTES);
        $tus()->withBody($chunk, 'application/offset+octet-stream')
            ->withHeaders(['Upload-Offset' => (string) $offset])
            ->patch($location)->throw();
    }
    fclose($file);
    $uploaded = microtime(true);

    // The row is polled directly and the worker's ffmpeg seen in /proc: the ladder runs from the
    // first HLS encode's start to the last one's end, and its CPU time (user and system, in
    // clock ticks) is what each encode had used when last seen.
    $watchable = $ready = $ladderStart = $ladderEnd = null;
    $ticks = [];
    while ($ready === null && microtime(true) - $started < 600) {
        $now = microtime(true);
        $encoding = false;
        foreach (glob('/proc/[0-9]*/cmdline') ?: [] as $cmdline) {
            $args = explode("\0", (string) @file_get_contents($cmdline));
            if (basename($args[0]) === 'ffmpeg' && in_array('hls', $args, true)) {
                $encoding = true;
                $stat = (string) @file_get_contents(dirname($cmdline).'/stat');
                $fields = explode(' ', substr($stat, (int) strrpos($stat, ')') + 2));
                if (count($fields) > 12) {
                    $ticks[$cmdline] = (int) $fields[11] + (int) $fields[12];
                }
            }
        }
        if ($encoding) {
            $ladderStart ??= $now;
            $ladderEnd = null;
        } elseif ($ladderStart !== null) {
            $ladderEnd ??= $now;
        }

        $video = Video::query()->where('public_id', $videoId)->firstOrFail();
        if ($video->status === VideoStatus::Failed) {
            throw new RuntimeException("Processing failed: {$video->failure_reason}");
        }
        if (in_array($video->status, [VideoStatus::Watchable, VideoStatus::Ready], true)) {
            $watchable ??= $now;
        }
        if ($video->status === VideoStatus::Ready) {
            $ready = $now;
            $ladderEnd ??= $now;
        }
        usleep(50_000);
    }
    if ($ready === null || $ladderStart === null) {
        throw new RuntimeException("The video was not Ready within 10 minutes.\n".$worker->output().$worker->errorOutput());
    }
} finally {
    $group = (int) $worker->id();
    if ($worker->running() && posix_getpgid($group) === $group) {
        posix_kill(-$group, SIGKILL);
    }
    Video::query()->where('channel_id', $channel->id)->get()->each(fn (Video $video) => app(DeleteVideo::class)->handle($video));
}

$ladder = $ladderEnd - $ladderStart;
// What the ladder would take with both cores to itself: on a shared machine the wall time also
// counts everyone else's work, the CPU time only the encoder's.
$ladderCpu = array_sum($ticks) / 100;
$cores = (int) trim((string) shell_exec('nproc')) ?: 1;
printf("upload: a %d s 1080p30 clip of %.1f MB, tus in %d MB chunks over loopback, one media worker\n",
    CLIP_SECONDS, $size / 1e6, CHUNK_BYTES / 1024 / 1024);
printf("%-10s %7s %12s %8s %9s %9s %14s %s\n", '', 'MB/s', 'watchable s', 'ready s', 'ladder s', 'realtime', 'ladder cpu s', "realtime on {$cores} free cores");
printf("%-10s %7.1f %12.1f %8.1f %9.1f %8.2fx %14.1f %.2fx\n", 'measured', $size / 1e6 / ($uploaded - $started),
    $watchable - $started, $ready - $started, $ladder, CLIP_SECONDS / $ladder, $ladderCpu, CLIP_SECONDS / ($ladderCpu / $cores));
printf("%-10s %7s %12s %8s %9s %9s\n", 'goal', '', '<= 15', '<= 45', '', '>= 2x');
printf("load average %.1f over the last 5 minutes on %d cores\n", sys_getloadavg()[1] ?? 0, $cores);

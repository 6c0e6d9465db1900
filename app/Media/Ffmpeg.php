<?php

namespace App\Media;

use Closure;
use Illuminate\Contracts\Process\ProcessResult;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Process;

/**
 * The one service around Debian's ffmpeg and ffprobe: probing untrusted files, thumbnails,
 * storyboards, HLS ladders and synthetic sample clips. It works on local paths; callers map disk paths with
 * Storage::disk(...)->path().
 */
class Ffmpeg
{
    public const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

    /**
     * Demuxers an untrusted file may be opened with, named as ffprobe reports them: real
     * containers that hold their media, never one that follows references (hls, concat,
     * image sequences, playlists).
     */
    public const CONTAINERS = ['mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm', 'avi', 'flv', 'mpegts', 'ogg', 'mpeg'];

    public const MIN_SIDE = 16;

    public const MAX_SIDE = 8192;

    public const MAX_FRAME_RATE = 240;

    public function __construct(
        private readonly string $ffmpeg = 'ffmpeg',
        private readonly string $ffprobe = 'ffprobe',
        // One pass over a two-hour upload at the ladder's 2× realtime, with room to spare.
        private readonly int $timeoutSeconds = 3600,
    ) {
    }

    /**
     * Reads an untrusted file and describes its first video stream, or refuses it with a reason
     * the uploader understands. Only the demuxers of real container formats may open it: a
     * playlist or concat script saved as .mp4 would otherwise make ffmpeg read the files or
     * URLs it names.
     *
     * @throws UnacceptableMedia
     */
    public function probe(string $path): ProbeResult
    {
        $result = Process::timeout($this->timeoutSeconds)->run([
            $this->ffprobe, '-v', 'error',
            '-format_whitelist', implode(',', self::CONTAINERS), '-protocol_whitelist', 'file',
            '-print_format', 'json', '-show_format', '-show_streams',
            // The file: prefix keeps a path that looks like a URL from choosing a protocol.
            'file:'.$path,
        ]);

        /** @var array{format?: array{format_name?: string, duration?: string}, streams?: list<array<string, mixed>>} $info */
        $info = json_decode($result->output(), true) ?: [];
        // The whitelist already refused other demuxers; checking what was detected guards against a future ffprobe bending that rule.
        if ($result->failed() || ! in_array($info['format']['format_name'] ?? null, self::CONTAINERS, true)) {
            throw new UnacceptableMedia(__('This file is not a video we can read. Upload an MP4, MOV, WebM, MKV, AVI, FLV, MPEG or Ogg video.'));
        }

        $streams = $info['streams'] ?? [];
        $video = $this->firstStream($streams, 'video');
        $audio = $this->firstStream($streams, 'audio');

        if ($video === null) {
            throw new UnacceptableMedia(__('This file has no picture: it holds no video stream (an audio-only file, perhaps).'));
        }

        $width = (int) ($video['width'] ?? 0);
        $height = (int) ($video['height'] ?? 0);
        if (min($width, $height) < self::MIN_SIDE || max($width, $height) > self::MAX_SIDE) {
            throw new UnacceptableMedia(__('The picture is :width×:height pixels; a video must be :min to :max pixels on each side.', [
                'width' => $width, 'height' => $height, 'min' => self::MIN_SIDE, 'max' => self::MAX_SIDE,
            ]));
        }
        // Phones record landscape frames with a rotation flag; the viewer sees them turned.
        if (abs($this->rotation($video)) % 180 === 90) {
            [$width, $height] = [$height, $width];
        }

        $frameRate = $this->frameRate($video);
        if (! ($frameRate > 0 && $frameRate <= self::MAX_FRAME_RATE)) {
            throw new UnacceptableMedia(__('The video\'s frame rate is not one we can play: it must be above 0 and at most :max frames per second.', ['max' => self::MAX_FRAME_RATE]));
        }

        $duration = (float) ($info['format']['duration'] ?? $video['duration'] ?? 0);
        if (! (is_finite($duration) && $duration > 0)) {
            throw new UnacceptableMedia(__('The video has no length we can play.'));
        }

        return new ProbeResult(
            duration: $duration,
            width: $width,
            height: $height,
            videoCodec: (string) ($video['codec_name'] ?? 'unknown'),
            audioCodec: $audio === null ? null : (string) ($audio['codec_name'] ?? 'unknown'),
        );
    }

    /**
     * Writes one frame taken at $at seconds as an image (the extension of $output picks
     * the format: .webp, as uploads' thumbnails are, or .jpg), scaled to $width pixels wide.
     */
    public function thumbnail(string $video, float $at, string $output, int $width = 640): void
    {
        File::ensureDirectoryExists(dirname($output));
        File::delete($output);

        $this->run([
            $this->ffmpeg, '-v', 'error', '-y', '-ss', sprintf('%.3f', max(0, $at)), '-i', $video,
            '-frames:v', '1', '-vf', "scale={$width}:-2",
            // libwebp reads -q:v as its quality out of 100, where JPEG's scale runs from 2 (best) to 31.
            ...(str_ends_with($output, '.webp') ? ['-c:v', 'libwebp', '-quality', (string) ImageNormalizer::WEBP_QUALITY] : ['-q:v', '3']),
            $output,
        ], 'ffmpeg could not take a thumbnail');

        if (! is_file($output)) {
            throw new MediaException('No frame at '.$at.' s: the video is shorter.');
        }
    }

    /**
     * Transcodes $input into an HLS ladder under $outDir: one folder per rendition with its
     * playlist and segments, and master.m3u8 naming them all. Rungs larger than the source
     * are left out (the smallest is always kept). Returns the master's path.
     *
     * @param  list<Rendition>  $ladder
     */
    public function transcodeToHls(string $input, string $outDir, array $ladder, int $segmentSeconds = 2): string
    {
        $probe = $this->probe($input);
        File::deleteDirectory($outDir);

        return $this->startHls($input, $probe, $outDir, $this->rungsFor($probe, $ladder), $segmentSeconds)->wait();
    }

    /**
     * Starts encoding these rungs in one ffmpeg process (one decode feeds every rendition) into
     * a folder per rendition under $outDir, plus a master playlist $masterName naming only them;
     * the returned encode's wait() answers the master's path. $onProgress hears the share done,
     * 0 to 1. With a $storyboard, the same decode also draws its sprite into $storyboardOutput.
     * At a low priority the encode takes only the CPU that processes at the normal one leave.
     *
     * @param  list<Rendition>  $rungs
     * @param  (Closure(float): void)|null  $onProgress
     */
    public function startHls(
        string $input,
        ProbeResult $probe,
        string $outDir,
        array $rungs,
        int $segmentSeconds,
        string $masterName = 'master.m3u8',
        ?Closure $onProgress = null,
        ?Storyboard $storyboard = null,
        string $storyboardOutput = '',
        bool $lowPriority = false,
    ): HlsEncode {
        File::ensureDirectoryExists($outDir);

        $filters = [];
        $from = '[0:v]';
        if ($storyboard !== null) {
            // One frame every interval, scaled to a tile, laid out in rows.
            $filters[] = sprintf(
                '[0:v]split=2[ladder][tiles];[tiles]fps=fps=1/%.6F,scale=%d:%d,setsar=1,tile=%dx%d[board]',
                $storyboard->interval, $storyboard->tileWidth, $storyboard->tileHeight, Storyboard::COLUMNS, $storyboard->rows(),
            );
            $from = '[ladder]';
        }

        // Largest first, each rung scaled from the one above it rather than from the source:
        // from a 1080p source the scaler took a fifth of the ladder's CPU, most of it reading
        // the full frame once for every rung.
        $largestFirst = array_keys($rungs);
        usort($largestFirst, fn (int $a, int $b) => $rungs[$b]->width * $rungs[$b]->height <=> $rungs[$a]->width * $rungs[$a]->height);
        foreach ($largestFirst as $n => $i) {
            $rung = $rungs[$i];
            // Never upscale: the box shrinks to the source when the source is smaller.
            $boxWidth = min($rung->width, $probe->width);
            $boxHeight = min($rung->height, $probe->height);
            $scale = "{$from}scale=w={$boxWidth}:h={$boxHeight}:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1";
            $smaller = $n < count($largestFirst) - 1;
            $filters[] = $smaller ? "{$scale},split=2[v{$i}][next{$i}]" : "{$scale}[v{$i}]";
            $from = "[next{$i}]";
        }

        $command = [
            $this->ffmpeg, '-v', 'error', '-y', '-i', $input,
            '-filter_complex', implode(';', $filters),
        ];
        $streamMap = [];
        foreach ($rungs as $i => $rung) {
            array_push($command, '-map', "[v{$i}]");
            if ($probe->audioCodec !== null) {
                array_push($command, '-map', '0:a:0');
            }
            array_push(
                $command,
                "-b:v:{$i}", "{$rung->videoKbps}k",
                "-maxrate:v:{$i}", (int) ($rung->videoKbps * 1.2).'k',
                "-bufsize:v:{$i}", ($rung->videoKbps * 2).'k',
            );
            if ($probe->audioCodec !== null) {
                array_push($command, "-b:a:{$i}", "{$rung->audioKbps}k");
            }
            $streamMap[] = $probe->audioCodec !== null
                ? "v:{$i},a:{$i},name:{$rung->name}"
                : "v:{$i},name:{$rung->name}";
        }

        array_push(
            $command,
            // ultrafast with its deblocking filter back on: on two cores a 1080p ladder took 2.2
            // times as much CPU with veryfast (0.9x realtime at best), and deblocking, the loss
            // that shows most, costs about 5 % (bench/upload.php measures it).
            '-c:v', 'libx264', '-preset', 'ultrafast', '-x264-params', 'deblock=0,0', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
            // Key frames on segment boundaries, so every rendition cuts at the same instants.
            '-force_key_frames', "expr:gte(t,n_forced*{$segmentSeconds})", '-sc_threshold', '0',
        );
        if ($probe->audioCodec !== null) {
            // The fast coder: every rendition encodes its own audio in ffmpeg's main thread, which
            // bounds the ladder. On sound with a noise floor, as recordings have, the default
            // two-loop coder took about twice its CPU (1.1-1.4 s against 0.5-0.7 s a minute of
            // stereo) and the 60 s bench ladder 69 s of CPU against 57; only on a pure tone is
            // the fast coder the slower one (3.6 s against 1.3).
            array_push($command, '-c:a', 'aac', '-aac_coder', 'fast', '-ac', '2', '-ar', '48000');
        }
        array_push(
            $command,
            '-f', 'hls', '-hls_time', (string) $segmentSeconds, '-hls_playlist_type', 'vod',
            '-hls_segment_filename', $outDir.'/%v/segment_%03d.ts',
            '-master_pl_name', $masterName,
            '-var_stream_map', implode(' ', $streamMap),
            $outDir.'/%v/index.m3u8',
        );
        if ($storyboard !== null) {
            File::ensureDirectoryExists(dirname($storyboardOutput));
            array_push($command, '-map', '[board]', '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '5', $storyboardOutput);
        }

        [$command, $onOutput] = $this->withProgress($command, $probe->duration, $onProgress);
        if ($lowPriority) {
            // nice runs ffmpeg in its own place, so the process is ffmpeg itself.
            array_unshift($command, 'nice', '-n', '19');
        }

        return new HlsEncode(
            Process::timeout($this->timeoutSeconds)->start($command, $onOutput),
            $outDir.'/'.$masterName,
            $storyboard !== null ? $storyboardOutput : null,
        );
    }

    /**
     * Renders a synthetic H.264/AAC MP4 clip. The caption needs the DejaVu font
     * (fonts-dejavu-core); without it the clip is made uncaptioned.
     */
    public function sampleClip(SampleClip $clip, string $output): void
    {
        File::ensureDirectoryExists(dirname($output));
        $filter = $clip->videoSource();
        $captionFile = null;
        if ($clip->caption !== '' && is_file(self::FONT)) {
            // A text file sidesteps the filter graph's two levels of quoting.
            $captionFile = (string) tempnam(sys_get_temp_dir(), 'caption');
            File::put($captionFile, $clip->caption);
            $fontSize = max(16, intdiv(min($clip->width, $clip->height), 12));
            // On a flat colour the caption drifts, so the picture visibly moves.
            $y = $clip->pattern === 'color' ? '(h-th)/2+(h/6)*sin(t*2)' : 'h-th-h/10';
            $filter .= ',drawtext=fontfile='.self::FONT.":textfile={$captionFile}:expansion=none"
                .":fontsize={$fontSize}:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=12"
                .":x=(w-tw)/2:y={$y}";
        }

        try {
            $this->run([
                $this->ffmpeg, '-v', 'error', '-y',
                '-f', 'lavfi', '-i', $filter,
                '-f', 'lavfi', '-i', $clip->audioSource(),
                '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
                '-c:a', 'aac', '-b:a', '128k', '-shortest', '-movflags', '+faststart',
                // Always MP4, whatever the name: uploads' originals are stored without an extension.
                '-f', 'mp4', $output,
            ], 'ffmpeg could not render the sample clip');
        } finally {
            if ($captionFile !== null) {
                File::delete($captionFile);
            }
        }
    }

    /**
     * The rungs of $ladder no larger than the source, smallest first; the smallest rung is
     * kept for a source below it (and shrunk to the source).
     *
     * @param  list<Rendition>  $ladder
     * @return list<Rendition>
     */
    public function rungsFor(ProbeResult $probe, array $ladder): array
    {
        if ($ladder === []) {
            throw new MediaException('An HLS ladder needs at least one rendition.');
        }

        usort($ladder, fn (Rendition $a, Rendition $b) => $a->width * $a->height <=> $b->width * $b->height);
        $fitting = array_values(array_filter(
            $ladder,
            fn (Rendition $r) => min($r->width, $r->height) <= min($probe->width, $probe->height),
        ));

        return $fitting === [] ? [$ladder[0]] : $fitting;
    }

    /**
     * @param  list<array<string, mixed>>  $streams
     * @return array<string, mixed>|null
     */
    private function firstStream(array $streams, string $type): ?array
    {
        foreach ($streams as $stream) {
            if (($stream['codec_type'] ?? null) === $type) {
                return $stream;
            }
        }

        return null;
    }

    /**
     * @param  array<string, mixed>  $stream
     */
    private function rotation(array $stream): int
    {
        $tags = $stream['tags'] ?? [];
        if (is_array($tags) && isset($tags['rotate'])) {
            return (int) $tags['rotate'];
        }
        foreach ((array) ($stream['side_data_list'] ?? []) as $side) {
            if (is_array($side) && isset($side['rotation'])) {
                return (int) $side['rotation'];
            }
        }

        return 0;
    }

    /**
     * Frames per second from the stream's average, or its base rate when the container keeps no average.
     *
     * @param  array<string, mixed>  $stream
     */
    private function frameRate(array $stream): float
    {
        foreach (['avg_frame_rate', 'r_frame_rate'] as $key) {
            [$num, $den] = array_map('floatval', explode('/', (string) ($stream[$key] ?? '0/0')) + [1 => 0]);
            if ($num > 0 && $den > 0) {
                return $num / $den;
            }
        }

        return 0.0;
    }

    /**
     * Runs ffmpeg or ffprobe. With $onProgress, ffmpeg also writes its -progress report to
     * stdout, and the encoded time over $duration is passed on as the share done.
     *
     * @param  list<string>  $command
     * @param  (Closure(float): void)|null  $onProgress
     */
    private function run(array $command, string $failure, float $duration = 0, ?Closure $onProgress = null): ProcessResult
    {
        [$command, $onOutput] = $this->withProgress($command, $duration, $onProgress);
        $result = Process::timeout($this->timeoutSeconds)->run($command, $onOutput);

        if ($result->failed()) {
            throw new MediaException(self::failureMessage($failure, $result->errorOutput()));
        }

        return $result;
    }

    /** What a failed run is reported as: the failure, with the first line ffmpeg gave for it. */
    public static function failureMessage(string $failure, string $errorOutput): string
    {
        $detail = trim((string) strtok(trim($errorOutput), "\n"));

        return $failure.($detail !== '' ? ': '.$detail : '.');
    }

    /**
     * With $onProgress, ffmpeg also writes its -progress report to stdout, and the output
     * handler answered passes on the encoded time over $duration as the share done.
     *
     * @param  list<string>  $command
     * @param  (Closure(float): void)|null  $onProgress
     * @return array{list<string>, (Closure(string, string): void)|null}
     */
    private function withProgress(array $command, float $duration, ?Closure $onProgress): array
    {
        $onOutput = null;
        if ($onProgress !== null && $duration > 0) {
            array_splice($command, 1, 0, ['-progress', 'pipe:1', '-nostats']);
            $pending = '';
            $onOutput = function (string $type, string $output) use (&$pending, $duration, $onProgress) {
                if ($type !== 'out') {
                    return;
                }
                // Reports arrive in arbitrary chunks; only whole lines are read.
                $lines = explode("\n", $pending.$output);
                $pending = (string) array_pop($lines);
                foreach ($lines as $line) {
                    if (preg_match('/^out_time_us=(\d+)$/', trim($line), $match) === 1) {
                        $onProgress(min(1.0, (int) $match[1] / 1_000_000 / $duration));
                    }
                }
            };
        }

        return [$command, $onOutput];
    }
}

<?php

namespace App\Media;

use Illuminate\Contracts\Process\ProcessResult;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Process;

/**
 * The one service around Debian's ffmpeg and ffprobe: probing, thumbnails, HLS ladders and
 * synthetic sample clips. It works on local paths; callers map disk paths with
 * Storage::disk(...)->path().
 */
class Ffmpeg
{
    public const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

    public function __construct(
        private readonly string $ffmpeg = 'ffmpeg',
        private readonly string $ffprobe = 'ffprobe',
        private readonly int $timeoutSeconds = 900,
    ) {
    }

    public function probe(string $path): ProbeResult
    {
        $result = $this->run([
            $this->ffprobe, '-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', $path,
        ], 'ffprobe could not read the file');

        /** @var array{format?: array{duration?: string}, streams?: list<array<string, mixed>>} $info */
        $info = json_decode($result->output(), true) ?: [];
        $streams = $info['streams'] ?? [];
        $video = $this->firstStream($streams, 'video');
        $audio = $this->firstStream($streams, 'audio');

        if ($video === null || ! isset($video['width'], $video['height'])) {
            throw new MediaException('The file has no video stream.');
        }

        $width = (int) $video['width'];
        $height = (int) $video['height'];
        // Phones record landscape frames with a rotation flag; the viewer sees them turned.
        if (abs($this->rotation($video)) % 180 === 90) {
            [$width, $height] = [$height, $width];
        }

        $duration = (float) ($info['format']['duration'] ?? $video['duration'] ?? 0);
        if ($duration <= 0) {
            throw new MediaException('The file has no duration.');
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
     * the format), scaled to $width pixels wide.
     */
    public function thumbnail(string $video, float $at, string $output, int $width = 640): void
    {
        File::ensureDirectoryExists(dirname($output));
        File::delete($output);

        $this->run([
            $this->ffmpeg, '-v', 'error', '-y', '-ss', sprintf('%.3f', max(0, $at)), '-i', $video,
            '-frames:v', '1', '-vf', "scale={$width}:-2", '-q:v', '3', $output,
        ], 'ffmpeg could not take a thumbnail');

        if (! is_file($output)) {
            throw new MediaException('No frame at '.$at.' s: the video is shorter.');
        }
    }

    /**
     * Transcodes $input into an HLS ladder under $outDir: one folder per rendition with its
     * playlist and 2-second segments, and master.m3u8 naming them all. Rungs larger than
     * the source are left out (the smallest is always kept). Returns the master's path.
     *
     * @param  list<Rendition>  $ladder
     */
    public function transcodeToHls(string $input, string $outDir, array $ladder, int $segmentSeconds = 2): string
    {
        $probe = $this->probe($input);
        $rungs = $this->rungsFor($probe, $ladder);

        File::deleteDirectory($outDir);
        File::ensureDirectoryExists($outDir);

        $count = count($rungs);
        $split = $count > 1 ? "[0:v]split={$count}".implode('', array_map(fn ($i) => "[s{$i}]", range(0, $count - 1))).';' : '';
        $filters = [];
        foreach ($rungs as $i => $rung) {
            $in = $count > 1 ? "[s{$i}]" : '[0:v]';
            // Never upscale: the box shrinks to the source when the source is smaller.
            $boxWidth = min($rung->width, $probe->width);
            $boxHeight = min($rung->height, $probe->height);
            $filters[] = "{$in}scale=w={$boxWidth}:h={$boxHeight}:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1[v{$i}]";
        }

        $command = [
            $this->ffmpeg, '-v', 'error', '-y', '-i', $input,
            '-filter_complex', $split.implode(';', $filters),
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
            '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
            // Key frames on segment boundaries, so every rendition cuts at the same instants.
            '-force_key_frames', "expr:gte(t,n_forced*{$segmentSeconds})", '-sc_threshold', '0',
        );
        if ($probe->audioCodec !== null) {
            array_push($command, '-c:a', 'aac', '-ac', '2', '-ar', '48000');
        }
        array_push(
            $command,
            '-f', 'hls', '-hls_time', (string) $segmentSeconds, '-hls_playlist_type', 'vod',
            '-hls_segment_filename', $outDir.'/%v/segment_%03d.ts',
            '-master_pl_name', 'master.m3u8',
            '-var_stream_map', implode(' ', $streamMap),
            $outDir.'/%v/index.m3u8',
        );

        $this->run($command, 'ffmpeg could not transcode the video');

        $master = $outDir.'/master.m3u8';
        if (! is_file($master)) {
            throw new MediaException('ffmpeg wrote no master playlist.');
        }

        return $master;
    }

    /**
     * Renders a synthetic H.264/AAC MP4 clip. The caption needs the DejaVu font
     * (fonts-dejavu-core); without it the clip is made uncaptioned.
     */
    public function sampleClip(SampleClip $clip, string $output): void
    {
        File::ensureDirectoryExists(dirname($output));
        $size = "{$clip->width}x{$clip->height}";
        $source = match ($clip->pattern) {
            'smptebars' => "smptebars=size={$size}:rate={$clip->fps}:duration={$clip->seconds},hue=h={$clip->hue}",
            'color' => "color=c={$clip->colour}:size={$size}:rate={$clip->fps}:duration={$clip->seconds}",
            default => "testsrc2=size={$size}:rate={$clip->fps}:duration={$clip->seconds},hue=h={$clip->hue}",
        };

        $filter = $source;
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
                '-f', 'lavfi', '-i', "sine=frequency={$clip->toneHz}:sample_rate=48000:duration={$clip->seconds}",
                '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
                '-c:a', 'aac', '-b:a', '128k', '-shortest', '-movflags', '+faststart',
                $output,
            ], 'ffmpeg could not render the sample clip');
        } finally {
            if ($captionFile !== null) {
                File::delete($captionFile);
            }
        }
    }

    /**
     * @param  list<Rendition>  $ladder
     * @return list<Rendition>
     */
    private function rungsFor(ProbeResult $probe, array $ladder): array
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
     * @param  list<string>  $command
     */
    private function run(array $command, string $failure): ProcessResult
    {
        $result = Process::timeout($this->timeoutSeconds)->run($command);

        if ($result->failed()) {
            $detail = trim((string) strtok(trim($result->errorOutput()), "\n"));
            throw new MediaException($failure.($detail !== '' ? ': '.$detail : '.'));
        }

        return $result;
    }
}

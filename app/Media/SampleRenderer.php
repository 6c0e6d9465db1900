<?php

namespace App\Media;

use Illuminate\Contracts\Process\InvokedProcess;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Process;

/**
 * Renders sample clips straight into what the catalogue serves: one ffmpeg process per clip
 * draws the picture, captions it, encodes every rung of its HLS ladder and saves a few
 * uncaptioned stills, with no intermediate file to encode and decode again.
 */
class SampleRenderer
{
    /** HLS segment length, and so the key frame interval (the live playlists loop on them). */
    public const SEGMENT_SECONDS = 2;

    /**
     * Clips rendered at once. The generators and filters run on one core each while x264
     * spreads over the others; two processes keep both cores of a small machine busy.
     */
    private const PARALLEL = 2;

    /** How often the running processes are looked at, in microseconds. */
    private const POLL_MICROSECONDS = 50_000;

    private const TIMEOUT_SECONDS = 900;

    private const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

    public function __construct(
        private readonly Ffmpeg $ffmpeg,
        private readonly string $binary = 'ffmpeg',
    ) {
    }

    /**
     * Renders each clip into its local folder: hls/master.m3u8 with a folder per rendition
     * (named as the rendition: 360p, 720p), and frames/1.jpg to frames/{$frames}.jpg.
     *
     * @param  array<string, SampleClip>  $clips  by the folder to render into
     *
     * @throws MediaException when a clip fails (the ones already running finish first)
     */
    public function render(array $clips, int $frames): void
    {
        // The longest first, so that the last to finish is a short one and no core idles long.
        uasort($clips, fn (SampleClip $a, SampleClip $b) => $b->seconds <=> $a->seconds);
        $pending = $clips;
        /** @var array<string, InvokedProcess> $running */
        $running = [];
        $failure = null;

        while ($running !== [] || ($pending !== [] && $failure === null)) {
            while ($failure === null && $pending !== [] && count($running) < self::PARALLEL) {
                $directory = array_key_first($pending);
                $clip = $pending[$directory];
                unset($pending[$directory]);
                $running[$directory] = $this->start($clip, $directory, $frames);
            }
            foreach ($running as $directory => $process) {
                if ($process->running()) {
                    continue;
                }
                unset($running[$directory]);
                $result = $process->wait();
                File::delete($this->captionFile($directory));
                if ($result->failed()) {
                    $detail = trim((string) strtok(trim($result->errorOutput()), "\n"));
                    $failure ??= "ffmpeg could not render the sample clip {$clips[$directory]->name}".($detail !== '' ? ": {$detail}" : '.');
                }
            }
            if ($running !== []) {
                usleep(self::POLL_MICROSECONDS);
            }
        }

        if ($failure !== null) {
            throw new MediaException($failure);
        }
    }

    private function start(SampleClip $clip, string $directory, int $frames): InvokedProcess
    {
        File::deleteDirectory($directory);
        File::ensureDirectoryExists("{$directory}/frames");
        // A text file sidesteps the filter graph's two levels of quoting.
        File::put($this->captionFile($directory), $clip->caption);

        return Process::timeout(self::TIMEOUT_SECONDS)->start($this->command($clip, $directory, $frames));
    }

    /**
     * @return list<string>
     */
    public function command(SampleClip $clip, string $directory, int $frames): array
    {
        $probe = new ProbeResult($clip->seconds, $clip->width, $clip->height, 'h264', 'aac');
        $rungs = $this->ffmpeg->rungsFor($probe, $clip->isVertical() ? Rendition::verticalLadder() : Rendition::landscapeLadder());

        // Frames spread over the clip, each in the middle of its share of it.
        $total = $clip->seconds * $clip->fps;
        $picks = implode('+', array_map(fn (int $k) => 'eq(n\\,'.intdiv((2 * $k + 1) * $total, 2 * $frames).')', range(0, $frames - 1)));
        $stillWidth = min($clip->width, $clip->isVertical() ? 360 : 640);

        $filters = ['[0:v]split=2[picture][stills]', "[stills]select='{$picks}',scale={$stillWidth}:-2[frames]"];
        $from = '[picture]'.$this->caption($clip, $directory);
        // Largest first, each rung scaled from the one above it (as Ffmpeg::encodeHls does).
        $largestFirst = array_keys($rungs);
        usort($largestFirst, fn (int $a, int $b) => $rungs[$b]->width * $rungs[$b]->height <=> $rungs[$a]->width * $rungs[$a]->height);
        foreach ($largestFirst as $n => $i) {
            $rung = $rungs[$i];
            $scale = sprintf(
                '%sscale=w=%d:h=%d:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1',
                $from, min($rung->width, $clip->width), min($rung->height, $clip->height),
            );
            $filters[] = $n < count($largestFirst) - 1 ? "{$scale},split=2[v{$i}][next{$i}]" : "{$scale}[v{$i}]";
            $from = "[next{$i}]";
        }

        $command = [
            $this->binary, '-nostdin', '-v', 'error', '-y',
            '-f', 'lavfi', '-i', $clip->videoSource(),
            '-f', 'lavfi', '-i', $clip->audioSource(),
            '-filter_complex', implode(';', $filters),
        ];
        $streamMap = [];
        foreach ($rungs as $i => $rung) {
            array_push(
                $command,
                '-map', "[v{$i}]", '-map', '1:a:0',
                "-b:v:{$i}", "{$rung->videoKbps}k",
                "-maxrate:v:{$i}", (int) ($rung->videoKbps * 1.2).'k',
                "-bufsize:v:{$i}", ($rung->videoKbps * 2).'k',
                "-b:a:{$i}", "{$rung->audioKbps}k",
            );
            $streamMap[] = "v:{$i},a:{$i},name:{$rung->name}";
        }
        $segment = self::SEGMENT_SECONDS;
        array_push(
            $command,
            '-c:v', 'libx264', '-preset', 'ultrafast', '-x264-params', 'deblock=0,0', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
            '-force_key_frames', "expr:gte(t,n_forced*{$segment})", '-sc_threshold', '0',
            '-c:a', 'aac', '-ac', '2', '-ar', '48000',
            // The muxer waits for every stream before it writes. By default it stops waiting
            // after 10 s of lag, and each still the stills output takes holds the pipeline long
            // enough that a stretch of audio lands in the next segment: the segment before has
            // none, and a player starting there (live viewers do) sets itself up without audio
            // and stalls.
            '-max_interleave_delta', '0',
            '-f', 'hls', '-hls_time', (string) $segment, '-hls_playlist_type', 'vod',
            '-hls_segment_filename', "{$directory}/hls/%v/segment_%03d.ts",
            '-master_pl_name', 'master.m3u8',
            '-var_stream_map', implode(' ', $streamMap),
            "{$directory}/hls/%v/index.m3u8",
            '-map', '[frames]', '-fps_mode', 'passthrough', '-q:v', '3', "{$directory}/frames/%d.jpg",
        );

        return $command;
    }

    /**
     * The caption at the top, centred: the corners of a card carry its badges (LIVE, the
     * duration, the viewers) and the player's controls sit at the bottom.
     */
    private function caption(SampleClip $clip, string $directory): string
    {
        if ($clip->caption === '' || ! is_file(self::FONT)) {
            return '';
        }
        $size = max(10, intdiv(min($clip->width, $clip->height), 13));

        return 'drawtext=fontfile='.self::FONT.":textfile={$this->captionFile($directory)}:expansion=none"
            .":fontsize={$size}:fontcolor=white:box=1:boxcolor=black@0.45:boxborderw=".intdiv($size, 3)
            .':x=(w-tw)/2:y=h*0.08,';
    }

    private function captionFile(string $directory): string
    {
        return "{$directory}/caption.txt";
    }
}

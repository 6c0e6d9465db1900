<?php

namespace App\Media;

use App\Enums\VideoStatus;
use App\Models\Video;
use Illuminate\Support\Facades\File;

/**
 * Turns a video's private original into what the watch page plays: three thumbnail
 * candidates, a storyboard and an HLS ladder up to the source's size, on the disk its
 * visibility calls for (VideoMedia). ffmpeg works in a local scratch folder and the results
 * are copied through Storage, so any disk may be an object store.
 */
final class UploadProcessor
{
    private const SEGMENT_SECONDS = 4;

    /** The share of the progress the thumbnails stand for; the ladder (and the storyboard drawn with it) has the rest. */
    private const THUMBNAILS_PERCENT = 5;

    public function __construct(private readonly Ffmpeg $ffmpeg)
    {
    }

    /**
     * @throws MediaException
     */
    public function process(Video $video, ProcessingHeartbeat $heartbeat): void
    {
        $scratch = ProcessingScratch::startRun($video);

        try {
            $original = $this->fetchOriginal($video, "{$scratch}/original");
            $probe = $this->ffmpeg->probe($original);
            $video->forceFill([
                'duration' => (int) round($probe->duration),
                'width' => $probe->width,
                'height' => $probe->height,
            ]);

            $this->makeThumbnails($video, $probe, $original, $scratch);
            $heartbeat->progress(self::THUMBNAILS_PERCENT);
            $this->makeLadder($video, $probe, $original, $scratch, $heartbeat);
        } finally {
            ProcessingScratch::endRun($video, $scratch);
        }

        PrivateMedia::disk()->delete((string) $video->original_path);
        $video->forceFill([
            'status' => VideoStatus::Ready,
            'original_path' => null,
            'processing_progress' => 100,
            'heartbeat_at' => null,
        ])->save();
    }

    private function fetchOriginal(Video $video, string $local): string
    {
        $stream = $video->original_path === null ? null : PrivateMedia::disk()->readStream($video->original_path);
        if (! is_resource($stream)) {
            throw new MediaException('The uploaded file is missing; upload the video again.');
        }

        $copy = fopen($local, 'wb');
        try {
            if ($copy === false || stream_copy_to_stream($stream, $copy) === false) {
                throw new MediaException('The uploaded file could not be copied for processing.');
            }
        } finally {
            fclose($stream);
            if (is_resource($copy)) {
                fclose($copy);
            }
        }

        return $local;
    }

    private function makeThumbnails(Video $video, ProbeResult $probe, string $original, string $scratch): void
    {
        $base = VideoMedia::directory($video);
        $width = min($probe->width, $probe->isVertical() ? 360 : 640);

        $candidates = [];
        foreach ([1, 2, 3] as $n) {
            $frame = "{$scratch}/thumbnail-{$n}.webp";
            $this->ffmpeg->thumbnail($original, $probe->duration * $n / 4, $frame, $width);
            $candidates[] = $this->publish($video, $frame, "{$base}/thumbnails/{$n}.webp");
        }

        $video->forceFill([
            'thumbnail_candidates' => $candidates,
            // A thumbnail the creator already chose stays.
            'thumbnail_path' => $video->thumbnail_path ?? $candidates[1],
        ])->save();
    }

    /**
     * Encodes the first rendition in one ffmpeg process, so the video is watchable early, and
     * every other rung in a second one started beside it at the lowest priority: it takes the
     * CPU the first leaves, then all of it. On two cores a 60 s 1080p ladder took 27–28 s so,
     * against 32 s one pass after the other, and the first rendition 9.1 s against 8–8.8 s.
     * The master playlist is rewritten as renditions join it. The last process also draws the
     * storyboard: the decode it needs is made anyway, and the first rendition does not wait.
     */
    private function makeLadder(Video $video, ProbeResult $probe, string $original, string $scratch, ProcessingHeartbeat $heartbeat): void
    {
        $base = VideoMedia::directory($video);
        $board = Storyboard::for($probe);
        $rungs = $this->ffmpeg->rungsFor($probe, Rendition::uploadLadderFor($probe));
        $first = Rendition::firstOf($rungs);
        $rest = array_values(array_filter($rungs, fn (Rendition $rung) => $rung !== $first));
        $passes = $rest === [] ? [[$first]] : [[$first], $rest];

        // Each pass's share of the progress follows the pixels it encodes.
        $pixels = array_map(fn (array $pass) => array_sum(array_map(fn (Rendition $r) => $r->width * $r->height, $pass)), $passes);
        $spans = array_map(fn (int $passPixels) => (100 - self::THUMBNAILS_PERCENT) * $passPixels / array_sum($pixels), $pixels);
        $done = array_fill(0, count($passes), 0.0);
        $report = function (int $pass, float $share) use (&$done, $spans, $heartbeat) {
            $done[$pass] = $share;
            $heartbeat->progress((int) floor(self::THUMBNAILS_PERCENT + array_sum(array_map(fn (float $span, float $d) => $span * $d, $spans, $done))));
        };

        $encodes = [];
        $masters = [];
        try {
            foreach ($passes as $i => $pass) {
                $encodes[$i] = $this->ffmpeg->startHls(
                    $original, $probe, "{$scratch}/hls", $pass, self::SEGMENT_SECONDS, "pass-{$i}.m3u8",
                    fn (float $share) => $report($i, $share),
                    storyboard: $i === array_key_last($passes) ? $board : null,
                    storyboardOutput: "{$scratch}/storyboard.jpg",
                    lowPriority: $i > 0,
                );
            }

            foreach ($passes as $i => $pass) {
                $last = $i === array_key_last($passes);
                $masters[] = File::get($encodes[$i]->wait());

                foreach ($pass as $rung) {
                    $this->publishDirectory($video, "{$scratch}/hls/{$rung->name}", "{$base}/hls/{$rung->name}");
                }
                if ($last) {
                    $this->publish($video, "{$scratch}/storyboard.jpg", "{$base}/storyboard.jpg");
                    VideoMedia::disk($video)->put("{$base}/storyboard.vtt", $board->vtt('storyboard.jpg', $probe->duration));
                    $video->forceFill(['storyboard_path' => "{$base}/storyboard.vtt"]);
                }
                $masterPath = "{$base}/hls/master.m3u8";
                VideoMedia::disk($video)->put($masterPath, HlsMaster::merge($masters));

                if ($i === 0 && $rest !== []) {
                    $video->forceFill(['status' => VideoStatus::Watchable, 'hls_path' => $masterPath])->save();
                } else {
                    $video->forceFill(['hls_path' => $masterPath]);
                }
            }
        } finally {
            foreach ($encodes as $encode) {
                $encode->stop();
            }
        }
    }

    private function publish(Video $video, string $local, string $path): string
    {
        $stream = fopen($local, 'rb');
        if ($stream === false) {
            throw new MediaException('A processed file could not be read back.');
        }

        try {
            VideoMedia::disk($video)->writeStream($path, $stream);
        } finally {
            if (is_resource($stream)) {
                fclose($stream);
            }
        }

        return $path;
    }

    private function publishDirectory(Video $video, string $local, string $directory): void
    {
        foreach (File::allFiles($local) as $file) {
            $this->publish($video, $file->getPathname(), $directory.'/'.$file->getRelativePathname());
        }
    }
}

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

    /** The priority the renditions after the first are encoded at: nice(1)'s usual "lower". */
    private const BACKGROUND_NICENESS = 10;

    /** How often the running encodings are looked at while the first is under way. */
    private const POLL_MICROSECONDS = 200_000;

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
            $frame = "{$scratch}/thumbnail-{$n}.jpg";
            $this->ffmpeg->thumbnail($original, $probe->duration * $n / 4, $frame, $width);
            $candidates[] = $this->publish($video, $frame, "{$base}/thumbnails/{$n}.jpg");
        }

        $video->forceFill([
            'thumbnail_candidates' => $candidates,
            // A thumbnail the creator already chose stays.
            'thumbnail_path' => $video->thumbnail_path ?? $candidates[1],
        ])->save();
    }

    /**
     * Encodes the first rendition alone so the video is watchable early, and every other
     * rung in a second ffmpeg process, started at once at a lower priority: it takes the CPU
     * time the first leaves unused (its single decode cannot keep two cores busy) and catches
     * up once the first is done. The master playlist is rewritten as renditions join it. The
     * last process also draws the storyboard: the decode it needs is made anyway.
     */
    private function makeLadder(Video $video, ProbeResult $probe, string $original, string $scratch, ProcessingHeartbeat $heartbeat): void
    {
        $board = Storyboard::for($probe);
        $rungs = $this->ffmpeg->rungsFor($probe, Rendition::uploadLadderFor($probe));
        $first = Rendition::firstOf($rungs);
        $rest = array_values(array_filter($rungs, fn (Rendition $rung) => $rung !== $first));

        // Each encoding's share of the progress follows the pixels it encodes.
        $pixels = fn (array $pass) => array_sum(array_map(fn (Rendition $r) => $r->width * $r->height, $pass));
        $shares = [$pixels([$first]) / $pixels($rungs), $pixels($rest) / $pixels($rungs)];
        $done = [0.0, 0.0];
        $reporter = fn (int $pass) => function (float $share) use ($pass, &$done, $shares, $heartbeat) {
            $done[$pass] = $share;
            $heartbeat->progress((int) floor(self::THUMBNAILS_PERCENT + (100 - self::THUMBNAILS_PERCENT) * ($shares[0] * $done[0] + $shares[1] * $done[1])));
        };

        $storyboard = "{$scratch}/storyboard.jpg";
        $firstEncoding = $this->ffmpeg->startHls(
            $original, $probe, "{$scratch}/hls", [$first], self::SEGMENT_SECONDS, 'first.m3u8', $reporter(0),
            storyboard: $rest === [] ? $board : null, storyboardOutput: $storyboard,
        );
        $restEncoding = null;

        try {
            if ($rest !== []) {
                $restEncoding = $this->ffmpeg->startHls(
                    $original, $probe, "{$scratch}/hls", $rest, self::SEGMENT_SECONDS, 'rest.m3u8', $reporter(1),
                    storyboard: $board, storyboardOutput: $storyboard, niceness: self::BACKGROUND_NICENESS,
                );
            }

            // Both are polled: each poll passes progress on, and reading the background
            // process's report keeps its pipe from filling up and pausing it.
            while ($firstEncoding->running()) {
                $restEncoding?->running();
                usleep(self::POLL_MICROSECONDS);
            }
            $masters = [File::get($firstEncoding->finish())];
            $this->publishRenditions($video, [$first], $scratch, $masters);

            if ($restEncoding === null) {
                $this->publishStoryboard($video, $board, $probe, $storyboard);

                return;
            }
            $video->forceFill(['status' => VideoStatus::Watchable])->save();

            $masters[] = File::get($restEncoding->finish());
            $this->publishStoryboard($video, $board, $probe, $storyboard);
            $this->publishRenditions($video, $rest, $scratch, $masters);
        } finally {
            $firstEncoding->stop();
            $restEncoding?->stop();
        }
    }

    /**
     * Copies these renditions' folders to the video's disk, then the master playlist made of
     * $masters, so that a player never sees a rendition before its segments are in place.
     *
     * @param  list<Rendition>  $renditions
     * @param  list<string>  $masters
     */
    private function publishRenditions(Video $video, array $renditions, string $scratch, array $masters): void
    {
        $base = VideoMedia::directory($video);
        foreach ($renditions as $rendition) {
            $this->publishDirectory($video, "{$scratch}/hls/{$rendition->name}", "{$base}/hls/{$rendition->name}");
        }
        VideoMedia::disk($video)->put("{$base}/hls/master.m3u8", HlsMaster::merge($masters));
        $video->forceFill(['hls_path' => "{$base}/hls/master.m3u8"]);
    }

    private function publishStoryboard(Video $video, Storyboard $board, ProbeResult $probe, string $sprite): void
    {
        $base = VideoMedia::directory($video);
        $this->publish($video, $sprite, "{$base}/storyboard.jpg");
        VideoMedia::disk($video)->put("{$base}/storyboard.vtt", $board->vtt('storyboard.jpg', $probe->duration));
        $video->forceFill(['storyboard_path' => "{$base}/storyboard.vtt"]);
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

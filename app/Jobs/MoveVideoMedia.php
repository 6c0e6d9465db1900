<?php

namespace App\Jobs;

use App\Enums\VideoStatus;
use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Media\VideoMedia;
use App\Models\Video;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Queue\Queueable;
use Illuminate\Support\Facades\Cache;

/**
 * Moves an upload's media to the disk its visibility calls for (VideoMedia). Copies first,
 * then points the video at the copy, then deletes the old files, so the video plays
 * throughout. Only Ready videos move: processing writes to the disk it started on, and its
 * last save (Ready) moves the media where it belongs.
 */
class MoveVideoMedia implements ShouldQueue
{
    use Queueable;

    public int $tries = 3;

    public bool $deleteWhenMissingModels = true;

    public function __construct(public Video $video)
    {
    }

    public function handle(): void
    {
        Cache::lock("video-media:{$this->video->id}", 600)->block(60, function () {
            $video = $this->video->fresh();
            if ($video === null || $video->media_private === null || $video->status !== VideoStatus::Ready) {
                return;
            }

            $private = VideoMedia::belongsOnPrivateDisk($video);
            if ($private === $video->media_private) {
                return;
            }

            $from = VideoMedia::disk($video);
            $to = $private ? PrivateMedia::disk() : PublicMedia::disk();
            $directory = VideoMedia::directory($video);

            foreach ($from->allFiles($directory) as $file) {
                $stream = $from->readStream($file);
                try {
                    $to->writeStream($file, $stream);
                } finally {
                    if (is_resource($stream)) {
                        fclose($stream);
                    }
                }
            }

            $video->forceFill(['media_private' => $private])->save();
            $from->deleteDirectory($directory);
        });
    }
}

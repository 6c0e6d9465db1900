<?php

namespace App\Actions;

use App\Media\VideoMedia;
use App\Models\Video;
use App\Models\VideoCaption;
use Illuminate\Support\Facades\Cache;

/** Removes one of a video's caption tracks, its file with it. */
final class DeleteCaptionTrack
{
    public function handle(Video $video, VideoCaption $caption): void
    {
        // As SaveCaptionTrack: not while MoveVideoMedia copies the folder, or the copy keeps the file.
        Cache::lock("video-media:{$video->id}", 600)->block(60, function () use ($video, $caption) {
            $video->refresh();
            $caption->delete();
            self::deleteFile($video, $caption->path);
        });
    }

    /**
     * Only a file in the video's own folder: the sample catalogue's tracks are shared media
     * the seeder keeps, as DeleteVideo leaves a sample's clip.
     */
    public static function deleteFile(Video $video, string $path): void
    {
        if (str_starts_with($path, VideoMedia::directory($video).'/')) {
            VideoMedia::disk($video)->delete($path);
        }
    }
}

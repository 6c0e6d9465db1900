<?php

namespace App\Actions;

use App\Enums\CaptionLanguage;
use App\Media\VideoMedia;
use App\Models\Video;
use App\Models\VideoCaption;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Str;

/**
 * Adds a video's caption track in a language, or replaces the one it had. Each file gets a
 * new name, so a player or cache that kept the old one never mixes the two.
 */
final class SaveCaptionTrack
{
    public function handle(Video $video, CaptionLanguage $language, UploadedFile $file): VideoCaption
    {
        // MoveVideoMedia holds this lock while it copies the folder to the other disk: a file
        // written meanwhile would be left behind on the disk it empties.
        return Cache::lock("video-media:{$video->id}", 600)->block(60, function () use ($video, $language, $file) {
            $video->refresh();
            $disk = VideoMedia::disk($video);
            $path = VideoMedia::directory($video)."/captions/{$language->value}-".Str::lower(Str::random(10)).'.vtt';
            $disk->put($path, (string) $file->get());

            $caption = $video->captions()->firstOrNew(['language' => $language]);
            $previous = $caption->exists ? $caption->path : null;
            $caption->fill(['label' => $language->label(), 'path' => $path])->save();

            if ($previous !== null) {
                DeleteCaptionTrack::deleteFile($video, $previous);
            }

            return $caption;
        });
    }
}

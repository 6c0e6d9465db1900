<?php

namespace App\Http\Controllers;

use App\Media\VideoMedia;
use App\Models\Video;
use Illuminate\Support\Facades\Gate;
use Symfony\Component\HttpFoundation\StreamedResponse;

/**
 * Serves the media of videos that are not public: to whoever may watch the video (the owner,
 * or anyone with the link of a published unlisted one), and to nobody else.
 */
class VideoMediaController extends Controller
{
    /** The only files an upload's media folder holds, with the type each is served as. */
    private const TYPES = [
        'm3u8' => 'application/vnd.apple.mpegurl',
        'ts' => 'video/mp2t',
        'm4s' => 'video/iso.segment',
        'mp4' => 'video/mp4',
        'jpg' => 'image/jpeg',
        'webp' => 'image/webp',
        'vtt' => 'text/vtt; charset=UTF-8',
    ];

    public function __invoke(Video $video, string $path): StreamedResponse
    {
        Gate::authorize('view', $video);

        $type = self::TYPES[pathinfo($path, PATHINFO_EXTENSION)] ?? null;
        $file = VideoMedia::directory($video).'/'.$path;
        $disk = VideoMedia::disk($video);
        abort_unless($video->media_private === true && $type !== null && $disk->exists($file), 404);

        return $disk->response($file, null, [
            'Content-Type' => $type,
            'X-Content-Type-Options' => 'nosniff',
            // Only the viewer's own browser may keep it, and not for long: access can end.
            'Cache-Control' => 'private, max-age=60',
        ]);
    }
}

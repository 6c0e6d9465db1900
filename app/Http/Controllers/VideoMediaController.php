<?php

namespace App\Http\Controllers;

use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Media\VideoMedia;
use App\Models\Video;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Gate;
use Symfony\Component\HttpFoundation\Response;

/**
 * Serves the media of videos that are not public: to whoever may watch the video (the owner,
 * or anyone with the link of a published unlisted one), and to nobody else. The media of a
 * public video are static files, which this route redirects to.
 *
 * On an object store the app sends no file bytes itself but for the small text files that
 * name other files (playlists, the storyboard's cues): every other file is a redirect to a
 * signed URL of the store, good for a few minutes. The text files are served from here so
 * that the relative names in them resolve back to this route, which checks access again and
 * signs a fresh URL for each segment as the player asks for it. Signing the segment lines of a
 * playlist instead would tie each URL's lifetime to how long a viewer might pause.
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

    /** The files whose relative references must resolve against this route. */
    private const REFERRING = ['m3u8', 'vtt'];

    private const HEADERS = [
        'X-Content-Type-Options' => 'nosniff',
        // Only the viewer's own browser may keep it, and not for long: access can end.
        'Cache-Control' => 'private, max-age=60',
    ];

    public function __invoke(Video $video, string $path): Response
    {
        Gate::authorize('view', $video);

        $extension = pathinfo($path, PATHINFO_EXTENSION);
        $type = self::TYPES[$extension] ?? null;
        abort_if($type === null, 404);

        $file = VideoMedia::directory($video).'/'.$path;

        // Made public while someone watched: their player still asks here for the segments
        // of a playlist it fetched before the move. Its files are static now.
        if ($video->media_private === false) {
            return new RedirectResponse((string) PublicMedia::url($file), 302, self::HEADERS);
        }
        abort_unless($video->media_private === true, 404);
        $disk = PrivateMedia::disk();

        if (! PrivateMedia::signsUrls()) {
            abort_unless($disk->exists($file), 404);

            return $disk->response($file, null, ['Content-Type' => $type, ...self::HEADERS]);
        }

        if (! in_array($extension, self::REFERRING, true)) {
            // No existence check: it would cost a round trip to the store per segment, and the
            // store answers a missing file itself.
            return new RedirectResponse(PrivateMedia::signedUrl($file, $type), 302, self::HEADERS);
        }

        $contents = $disk->get($file);
        abort_if($contents === null, 404);

        return response($contents, 200, ['Content-Type' => $type, ...self::HEADERS]);
    }
}

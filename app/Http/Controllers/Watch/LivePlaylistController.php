<?php

namespace App\Http\Controllers\Watch;

use App\Http\Controllers\Controller;
use App\Models\Video;
use App\Watch\LivePlaylist;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;

/**
 * The playlists of a live stream (LivePlaylist), for whoever may watch it: the same rules as
 * the watch page, so a private stream's playlists are its owner's alone.
 */
class LivePlaylistController extends Controller
{
    private const HEADERS = [
        'Content-Type' => 'application/vnd.apple.mpegurl',
        'X-Content-Type-Options' => 'nosniff',
        // A live playlist changes with every segment: players fetch it again each time.
        'Cache-Control' => 'no-cache, no-store',
    ];

    public function master(Video $video, LivePlaylist $playlist): Response
    {
        Gate::authorize('view', $video);

        $contents = $playlist->master($video);
        abort_if($contents === null, 404);

        return response($contents, 200, self::HEADERS);
    }

    public function media(Video $video, string $rendition, LivePlaylist $playlist): Response
    {
        Gate::authorize('view', $video);

        $contents = $playlist->media($video, $rendition, now());
        abort_if($contents === null, 404);

        return response($contents, 200, self::HEADERS);
    }
}

<?php

namespace App\Library;

use App\Http\Resources\VideoCardResource;
use App\Models\Video;

/**
 * Cards for the video ids a signed-out visitor's browser keeps (history, likes): the ones
 * anyone may still watch, in the order sent. Unknown, private and removed videos drop out.
 */
final class GuestVideos
{
    /**
     * @param  list<string>  $publicIds
     * @return array<int, mixed>
     */
    public static function cards(array $publicIds): array
    {
        if ($publicIds === []) {
            return [];
        }

        $query = LibraryVideos::cards();
        $query->whereIn('videos.public_id', $publicIds);
        LibraryVideos::watchableBy($query, null);
        $videos = $query->get()->keyBy('public_id');

        $ordered = collect($publicIds)->map(fn (string $id) => $videos->get($id))->filter()->values();

        return VideoCardResource::collection($ordered)->resolve();
    }
}

<?php

namespace App\Http\Resources;

use App\Media\PublicMedia;
use App\Models\Playlist;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A playlist card. Reads the `thumbnail_path` the channel page selects (its first video's).
 *
 * @mixin Playlist
 */
class PlaylistCardResource extends JsonResource
{
    /** @var string|null */
    public static $wrap = null;

    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Playlist $playlist */
        $playlist = $this->resource;
        $thumbnail = $playlist->getAttribute('thumbnail_path');

        return [
            'id' => $playlist->id,
            'title' => $playlist->title,
            'thumbnail' => PublicMedia::url(is_string($thumbnail) ? $thumbnail : null),
            'video_count' => $playlist->video_count,
        ];
    }
}

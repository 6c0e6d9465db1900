<?php

namespace App\Http\Resources;

use App\Models\Video;
use Illuminate\Http\Request;
use Illuminate\Support\Str;

/**
 * A live stream on the home page's Live carousel: the card plus what the stream is about.
 *
 * @mixin Video
 */
class LiveCardResource extends VideoCardResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Video $video */
        $video = $this->resource;

        return [
            ...parent::toArray($request),
            'live_viewers' => $video->live_viewers ?? 0,
            'stream_category' => $video->stream_category ?? $video->category?->label(),
            'tags' => array_slice($video->tags ?? [], 0, 3),
            'description' => Str::limit((string) $video->description, 140),
        ];
    }
}

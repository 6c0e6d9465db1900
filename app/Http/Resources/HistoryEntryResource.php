<?php

namespace App\Http\Resources;

use App\Models\Video;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;

/**
 * A video in the viewer's history: its card, when they last watched it and how far they got.
 * The resource is the video with the history row's `watched_at` and `position_seconds` selected in.
 *
 * @mixin Video
 */
class HistoryEntryResource extends VideoCardResource
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
            'watched_at' => Carbon::parse((string) $video->getAttribute('watched_at'), 'UTC')->toIso8601String(),
            'position' => (int) $video->getAttribute('position_seconds'),
        ];
    }
}

<?php

namespace App\Http\Resources;

use App\Enums\Category;
use App\Models\Video;
use Illuminate\Http\Request;

/**
 * A card on the Gaming page: the video card plus the game it is about.
 *
 * @mixin Video
 */
class GameVideoResource extends VideoCardResource
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
            'game' => $video->subcategory === null
                ? $video->stream_category
                : (Category::Gaming->subcategories()[$video->subcategory] ?? null),
        ];
    }
}

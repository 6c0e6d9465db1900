<?php

namespace App\Http\Resources;

use App\Enums\VideoKind;
use App\Models\Video;
use Illuminate\Http\Request;

/**
 * A tile of the home page's featured grid: the card plus the label shown over it.
 *
 * @mixin Video
 */
class FeaturedVideoResource extends VideoCardResource
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
            'label' => $video->kind === VideoKind::Live ? __('Live') : ($video->category?->label() ?? __('Featured')),
        ];
    }
}

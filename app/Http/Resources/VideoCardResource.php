<?php

namespace App\Http\Resources;

use App\Enums\VideoKind;
use App\Models\Video;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * The shape of a video wherever it shows as a card. The channel must be eager-loaded.
 *
 * @mixin Video
 */
class VideoCardResource extends JsonResource
{
    /**
     * Cards are page props, not an API response: no "data" envelope.
     *
     * @var string|null
     */
    public static $wrap = null;

    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Video $video */
        $video = $this->resource;

        $card = [
            'id' => $video->public_id,
            'title' => $video->title,
            'thumbnail' => $video->thumbnail_url,
            'duration' => $video->duration,
            'views' => $video->view_count,
            'published_at' => $video->published_at?->toIso8601String(),
            'kind' => $video->kind->value,
            'channel' => [
                'id' => $video->channel->id,
                'handle' => $video->channel->handle,
                'name' => $video->channel->name,
                'avatar_url' => $video->channel->avatar_url,
            ],
        ];

        if ($video->kind === VideoKind::Live) {
            $card['live_viewers'] = $video->live_viewers ?? 0;
        }

        return $card;
    }
}

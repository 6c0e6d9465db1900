<?php

namespace App\Http\Resources;

use App\Enums\VideoKind;
use App\Models\Channel;
use App\Models\Video;
use App\Watch\LivePlaylist;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;
use WeakMap;

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
     * Each channel's part of a card, built once per channel model: a list's videos share
     * their eager-loaded channel instances, and reading the same four attributes again
     * for every card is a measurable part of a page.
     *
     * @var WeakMap<Channel, array{id: int, handle: string, name: string, avatar_url: string|null}>|null
     */
    private static ?WeakMap $channels = null;

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
            'channel' => self::channel($video->channel),
            // What the card's hover preview plays (useInlinePreview).
            'hls_url' => LivePlaylist::playerUrl($video),
        ];

        if ($video->kind === VideoKind::Live) {
            $card['live_viewers'] = $video->live_viewers ?? 0;
        }

        return $card;
    }

    /**
     * @return array{id: int, handle: string, name: string, avatar_url: string|null}
     */
    private static function channel(Channel $channel): array
    {
        self::$channels ??= new WeakMap;

        return self::$channels[$channel] ??= [
            'id' => $channel->id,
            'handle' => $channel->handle,
            'name' => $channel->name,
            'avatar_url' => $channel->avatar_url,
        ];
    }
}

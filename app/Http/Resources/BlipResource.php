<?php

namespace App\Http\Resources;

use App\Models\Channel;
use App\Models\Video;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A blip in the feed, with what its viewer brings to it: a page of the feed merges into
 * the ones before, so each blip carries its own reaction and subscription. Expects the
 * channel loaded.
 *
 * @mixin Video
 */
class BlipResource extends JsonResource
{
    /** @var string|null */
    public static $wrap = null;

    /**
     * @param  'like'|'dislike'|null  $reaction
     */
    public function __construct(Video $video, private readonly ?string $reaction = null, private readonly ?string $subscription = null)
    {
        parent::__construct($video);
    }

    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Video $video */
        $video = $this->resource;
        /** @var Channel $channel */
        $channel = $video->channel;

        return [
            'id' => $video->public_id,
            'title' => $video->title,
            'poster' => $video->thumbnail_url,
            'sources' => ['hls' => $video->hls_url],
            'duration' => $video->duration,
            'views' => $video->view_count,
            'likes' => $video->like_count,
            'dislikes' => $video->dislike_count,
            'comment_count' => $video->comment_count,
            'comments_enabled' => $video->comments_enabled,
            'published_at' => $video->published_at?->toIso8601String(),
            'channel' => [
                'id' => $channel->id,
                'handle' => $channel->handle,
                'name' => $channel->name,
                'avatar_url' => $channel->avatar_url,
                'subscribers' => $channel->subscriber_count,
            ],
            'viewer' => [
                'reaction' => $this->reaction,
                'subscription' => $this->subscription,
            ],
        ];
    }
}

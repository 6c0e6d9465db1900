<?php

namespace App\Http\Resources;

use App\Media\VideoMedia;
use App\Models\Channel;
use App\Models\Video;
use App\Watch\LivePlaylist;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * The video on its watch page. Expects the channel and captions loaded (`with(['channel', 'captions'])`).
 *
 * @mixin Video
 */
class WatchVideoResource extends JsonResource
{
    /** @var string|null */
    public static $wrap = null;

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
            'description' => $video->description,
            'kind' => $video->kind->value,
            'visibility' => $video->visibility->value,
            'duration' => $video->duration,
            'width' => $video->width,
            'height' => $video->height,
            'views' => $video->view_count,
            'likes' => $video->like_count,
            'dislikes' => $video->dislike_count,
            'comment_count' => $video->comment_count,
            'comments_enabled' => $video->comments_enabled,
            'published_at' => $video->published_at?->toIso8601String(),
            'poster' => $video->thumbnail_url,
            'sources' => [
                'hls' => LivePlaylist::playerUrl($video),
            ],
            // The seek previews' WebVTT index (App\Media\Storyboard), made for uploads.
            'storyboard' => VideoMedia::url($video, $video->storyboard_path),
            'captions' => CaptionTrackResource::collection($video->captions),
            'channel' => [
                'id' => $channel->id,
                'handle' => $channel->handle,
                'name' => $channel->name,
                'avatar_url' => $channel->avatar_url,
                'subscribers' => $channel->subscriber_count,
            ],
        ];
    }
}

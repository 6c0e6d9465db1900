<?php

namespace App\Http\Resources;

use App\Models\CommunityPost;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A community post on its channel's page; the page shows the channel's name and avatar.
 *
 * @mixin CommunityPost
 */
class CommunityPostResource extends JsonResource
{
    /** @var string|null */
    public static $wrap = null;

    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var CommunityPost $post */
        $post = $this->resource;

        return [
            'id' => $post->id,
            'body' => $post->body,
            'image_url' => $post->image_url,
            'published_at' => $post->published_at?->toIso8601String(),
            'likes' => $post->like_count,
            'dislikes' => $post->dislike_count,
            'comments' => $post->comment_count,
        ];
    }
}

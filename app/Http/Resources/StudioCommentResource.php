<?php

namespace App\Http\Resources;

use App\Enums\CommentStatus;
use App\Models\Comment;
use App\Models\Video;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A comment as the channel's owner reviews it in the studio (spec §3 Studio comment).
 * Expects `user.channel` and the `commentable` video loaded (CommentsPage does).
 *
 * @mixin Comment
 */
class StudioCommentResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Comment $comment */
        $comment = $this->resource;
        $author = $comment->user;
        $channel = $author?->channel;
        /** @var Video $video */
        $video = $comment->commentable;

        return [
            'id' => $comment->id,
            // A deleted account's comments stay, anonymous, as on the watch page.
            'author' => [
                'name' => $channel->name ?? $author->name ?? __('Deleted account'),
                'avatar_url' => $channel?->avatar_url,
            ],
            'text' => $comment->body,
            'video' => ['id' => $video->public_id, 'title' => $video->title],
            'date' => $comment->created_at->toIso8601String(),
            'likes' => $comment->like_count,
            'isHearted' => $comment->is_hearted,
            'isPinned' => $comment->is_pinned,
            'isHeld' => $comment->status === CommentStatus::Held,
            // Replies can be hearted but not pinned: a pin puts a thread on top.
            'isReply' => $comment->parent_id !== null,
        ];
    }
}

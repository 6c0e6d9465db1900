<?php

namespace App\Http\Resources;

use App\Enums\CommentStatus;
use App\Models\Comment;
use App\Models\Reaction;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A comment under a video. Expects `user.channel`, and for a signed-in viewer `reactions`
 * constrained to that viewer (the Comment::shownTo scope loads both). Top-level comments
 * carry their reply count; the replies themselves come from CommentReplyController.
 *
 * @mixin Comment
 */
class CommentResource extends JsonResource
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
        $mine = null;

        if ($comment->relationLoaded('reactions')) {
            /** @var Collection<int, Reaction> $reactions */
            $reactions = $comment->getRelation('reactions');
            $mine = $reactions->first()?->value;
        }

        return [
            'id' => $comment->id,
            'body' => $comment->body,
            'created_at' => $comment->created_at->toIso8601String(),
            'likes' => $comment->like_count,
            'dislikes' => $comment->dislike_count,
            'is_pinned' => $comment->is_pinned,
            'is_hearted' => $comment->is_hearted,
            'is_held' => $comment->status === CommentStatus::Held,
            'reaction' => match ($mine) {
                Reaction::LIKE => 'like',
                Reaction::DISLIKE => 'dislike',
                default => null,
            },
            // A deleted account's comments stay, anonymous.
            'author' => [
                'id' => $author?->id,
                'name' => $channel->name ?? $author->name ?? __('Deleted account'),
                'handle' => $channel?->handle,
                'avatar_url' => $channel?->avatar_url,
            ],
            'reply_count' => $this->when($comment->parent_id === null, $comment->reply_count),
        ];
    }
}

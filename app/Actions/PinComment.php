<?php

namespace App\Actions;

use App\Models\Comment;
use App\Models\Video;
use Illuminate\Support\Facades\DB;

/**
 * Pins a comment on top of its video's comments; a video has one pinned comment at most,
 * so pinning another unpins the one before.
 */
final class PinComment
{
    public function handle(Comment $comment): void
    {
        DB::transaction(function () use ($comment) {
            // Two pins on one video at the same time wait for each other here.
            Video::query()->whereKey($comment->commentable_id)->lockForUpdate()->first(['id']);

            Comment::query()
                ->where('commentable_type', $comment->commentable_type)
                ->where('commentable_id', $comment->commentable_id)
                ->where('is_pinned', true)
                ->whereKeyNot($comment->id)
                ->update(['is_pinned' => false]);

            $comment->update(['is_pinned' => true]);
        });
    }
}

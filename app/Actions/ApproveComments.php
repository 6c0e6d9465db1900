<?php

namespace App\Actions;

use App\Enums\CommentStatus;
use App\Models\Comment;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\DB;

/**
 * Publishes held comments: they show to everyone and count from now on. Comments already
 * published are left as they are.
 */
final class ApproveComments
{
    /**
     * @param  Collection<int, Comment>  $comments
     */
    public function handle(Collection $comments): void
    {
        DB::transaction(function () use ($comments) {
            foreach ($comments as $comment) {
                // Only a row still held is approved, so two approvals count it once.
                $approved = Comment::query()
                    ->whereKey($comment->id)
                    ->where('status', CommentStatus::Held)
                    ->update(['status' => CommentStatus::Published]);

                if ($approved === 1) {
                    $comment->countAsPublished(1);
                }
            }
        });
    }
}

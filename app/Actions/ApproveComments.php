<?php

namespace App\Actions;

use App\Enums\CommentStatus;
use App\Models\Comment;
use App\Notifications\ChannelActivity;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\DB;

/**
 * Publishes held comments: they show to everyone, count from now on and tell the channel
 * activity they are part of. Comments already published are left as they are.
 */
final class ApproveComments
{
    public function __construct(private readonly ChannelActivity $activity)
    {
    }

    /**
     * @param  Collection<int, Comment>  $comments
     */
    public function handle(Collection $comments): void
    {
        $approved = DB::transaction(function () use ($comments) {
            $approved = [];
            foreach ($comments as $comment) {
                // Only a row still held is approved, so two approvals count it once.
                $updated = Comment::query()
                    ->whereKey($comment->id)
                    ->where('status', CommentStatus::Held)
                    ->update(['status' => CommentStatus::Published]);

                if ($updated === 1) {
                    $comment->countAsPublished(1);
                    $approved[] = $comment;
                }
            }

            return $approved;
        });

        // The notifications read each comment's author and the author of the comment it answers.
        /** @var Collection<int, Comment> $approved */
        $approved = new Collection($approved);
        $approved->loadMissing(['user', 'parent.user.channel']);
        foreach ($approved as $comment) {
            $this->activity->commented($comment, approvedByOwner: true);
        }
    }
}

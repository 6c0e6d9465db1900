<?php

namespace App\Actions;

use App\Enums\CommentStatus;
use App\Models\Comment;
use App\Models\Reaction;
use App\Models\Video;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Database\Eloquent\Relations\Relation;
use Illuminate\Support\Facades\DB;

/**
 * Deletes comments for good, a top-level comment with its whole thread, and the reactions
 * on them (polymorphic, so no foreign key takes them). The public counters lose what was
 * published among them.
 */
final class DeleteComments
{
    /**
     * @param  Collection<int, Comment>  $comments
     */
    public function handle(Collection $comments): void
    {
        DB::transaction(function () use ($comments) {
            $threads = $comments->whereNull('parent_id')->modelKeys();
            $repliesGoingWithTheirThreads = Comment::query()
                ->whereIn('parent_id', $threads)
                ->whereNotIn('id', $comments->modelKeys())
                ->get();
            /** @var Collection<int, Comment> $doomed */
            $doomed = new Collection([...$comments->all(), ...$repliesGoingWithTheirThreads->all()]);
            $doomedIds = $doomed->modelKeys();

            $published = $doomed->filter(fn (Comment $comment) => $comment->status === CommentStatus::Published);
            foreach ($published->countBy('commentable_id') as $videoId => $count) {
                Video::query()->whereKey($videoId)->decrement('comment_count', $count);
            }
            // A reply whose thread stays leaves that thread's count.
            $leaving = $published->filter(fn (Comment $comment) => $comment->parent_id !== null && ! in_array($comment->parent_id, $doomedIds, true));
            foreach ($leaving->countBy('parent_id') as $threadId => $count) {
                Comment::query()->whereKey($threadId)->decrement('reply_count', $count);
            }

            Reaction::query()
                ->where('reactable_type', Relation::getMorphAlias(Comment::class))
                ->whereIn('reactable_id', $doomedIds)
                ->delete();
            Comment::query()->whereIn('parent_id', $threads)->delete();
            Comment::query()->whereKey($doomedIds)->delete();
        });
    }
}

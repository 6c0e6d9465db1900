<?php

namespace App\Actions;

use App\Enums\CommentStatus;
use App\Models\Comment;
use App\Models\User;
use App\Models\Video;
use App\Notifications\ChannelActivity;
use Illuminate\Support\Facades\DB;

/**
 * A new comment or reply under a video. The channel's moderation rules (hold all, hold
 * links, blocked words) may send it to Held for review, where only its author and the
 * channel's owner see it and it counts nowhere until approved; the owner's own comments
 * are never held.
 */
final class PostComment
{
    public function __construct(private readonly ChannelActivity $activity)
    {
    }

    public function handle(Video $video, User $author, string $body, ?Comment $parent = null): Comment
    {
        $held = ! $video->isOwnedBy($author) && $video->channel->studio_settings->holdsComment($body);

        $comment = DB::transaction(function () use ($video, $author, $body, $parent, $held) {
            $comment = new Comment([
                'body' => $body,
                'status' => $held ? CommentStatus::Held : CommentStatus::Published,
            ]);
            $comment->commentable()->associate($video);
            $comment->user()->associate($author);
            $comment->parent_id = $parent?->id;
            $comment->save();

            if (! $held) {
                $comment->countAsPublished(1);
            }

            return $comment;
        });

        // A held comment tells the channel when it is approved.
        if (! $held) {
            $this->activity->commented($comment->setRelation('parent', $parent));
        }

        return $comment;
    }
}

<?php

namespace App\Policies;

use App\Enums\CommentStatus;
use App\Models\Comment;
use App\Models\User;
use Illuminate\Auth\Access\Response;

class CommentPolicy
{
    public function __construct(private readonly VideoPolicy $videos)
    {
    }

    /**
     * A comment shows where its video plays: published ones to everyone who may watch it,
     * held ones only to their author and to the channel's owner, who reviews them. Anyone
     * else is told it does not exist, as for a hidden video. Comment::visibleOn is the same
     * rule as a query, for lists; the two change together.
     */
    public function view(?User $user, Comment $comment): Response
    {
        $video = $comment->commentedVideo();

        // Comments on community posts have no page showing them yet.
        if ($video === null) {
            return Response::denyAsNotFound();
        }

        $videoAccess = $this->videos->view($user, $video);
        if ($videoAccess->denied()) {
            return $videoAccess;
        }

        $shown = $comment->status === CommentStatus::Published
            || ($user !== null && $comment->user_id === $user->id)
            || $video->isOwnedBy($user);

        return $shown ? Response::allow() : Response::denyAsNotFound();
    }

    /**
     * Whoever sees a comment may like or dislike it, its author and the channel's owner
     * included.
     */
    public function react(User $user, Comment $comment): Response
    {
        return $this->view($user, $comment);
    }

    /**
     * Hearting, pinning, approving, deleting and answering as the channel, from the studio:
     * the owner of the channel whose video the comment is under, and no one else. Anyone
     * else is told it does not exist.
     */
    public function moderate(User $user, Comment $comment): Response
    {
        return $comment->commentedVideo()?->isOwnedBy($user) === true
            ? Response::allow()
            : Response::denyAsNotFound();
    }
}

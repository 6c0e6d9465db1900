<?php

namespace App\Policies;

use App\Enums\Visibility;
use App\Models\User;
use App\Models\Video;
use Illuminate\Auth\Access\Response;

class VideoPolicy
{
    /**
     * Public and unlisted videos play for anyone holding the link once they are ready and
     * published; private ones, and anything not yet ready, for the owner alone. Everyone
     * else is told the video does not exist: a 403 would confirm that a hidden one is there.
     */
    public function view(?User $user, Video $video): Response
    {
        $watchable = ($video->visibility !== Visibility::Private && $video->isPublished())
            || $video->isOwnedBy($user);

        return $watchable ? Response::allow() : Response::denyAsNotFound();
    }

    /**
     * Anyone who may watch a video may report it, but its owner.
     */
    public function report(User $user, Video $video): Response
    {
        $view = $this->view($user, $video);
        if ($view->denied()) {
            return $view;
        }

        return $video->isOwnedBy($user) ? Response::deny() : Response::allow();
    }

    /**
     * Studio actions: another channel's video does not exist for them either.
     */
    public function update(User $user, Video $video): Response
    {
        return $video->isOwnedBy($user) ? Response::allow() : Response::denyAsNotFound();
    }

    public function delete(User $user, Video $video): Response
    {
        return $this->update($user, $video);
    }
}

<?php

namespace App\Policies;

use App\Enums\Visibility;
use App\Models\User;
use App\Models\Video;

class VideoPolicy
{
    /**
     * Public and unlisted videos play for anyone holding the link once they are ready and
     * published; private ones, and anything not yet ready, for the owner alone.
     */
    public function view(?User $user, Video $video): bool
    {
        if ($video->isOwnedBy($user)) {
            return true;
        }

        return $video->visibility !== Visibility::Private && $video->isPublished();
    }

    public function update(User $user, Video $video): bool
    {
        return $video->isOwnedBy($user);
    }

    public function delete(User $user, Video $video): bool
    {
        return $video->isOwnedBy($user);
    }
}

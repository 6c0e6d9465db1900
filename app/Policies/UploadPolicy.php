<?php

namespace App\Policies;

use App\Models\Upload;
use App\Models\User;
use Illuminate\Auth\Access\Response;

/**
 * An upload belongs to the user who started it. To anyone else its address does not exist,
 * so a key cannot be probed for.
 */
class UploadPolicy
{
    public function view(User $user, Upload $upload): Response
    {
        return $this->owner($user, $upload);
    }

    public function update(User $user, Upload $upload): Response
    {
        return $this->owner($user, $upload);
    }

    public function delete(User $user, Upload $upload): Response
    {
        return $this->owner($user, $upload);
    }

    private function owner(User $user, Upload $upload): Response
    {
        return $user->id === $upload->user_id ? Response::allow() : Response::denyAsNotFound();
    }
}

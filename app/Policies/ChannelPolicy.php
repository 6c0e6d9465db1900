<?php

namespace App\Policies;

use App\Models\User;

class ChannelPolicy
{
    /**
     * One channel per user.
     */
    public function create(User $user): bool
    {
        return $user->channel()->doesntExist();
    }
}

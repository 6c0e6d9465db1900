<?php

namespace App\Policies;

use App\Models\Channel;
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

    /**
     * A channel's name, handle, images and page layout are its owner's alone.
     */
    public function update(User $user, Channel $channel): bool
    {
        return $channel->user_id === $user->id;
    }
}

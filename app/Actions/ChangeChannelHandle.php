<?php

namespace App\Actions;

use App\Models\Channel;
use App\Models\ChannelHandleRedirect;

/**
 * Gives the channel a new handle, inside the caller's transaction; the caller saves the row.
 * The old handle keeps leading to the channel for ChannelHandleRedirect::DAYS days, and a
 * handle the channel itself gave up lately can be taken back.
 */
class ChangeChannelHandle
{
    public function handle(Channel $channel, string $handle): void
    {
        $old = $channel->handle;

        // The new handle's own redirect (the channel's, or another's that expired) ends here.
        ChannelHandleRedirect::query()->where('old_handle', $handle)->delete();

        ChannelHandleRedirect::query()->updateOrCreate(
            ['old_handle' => $old],
            ['channel_id' => $channel->id, 'expires_at' => now()->addDays(ChannelHandleRedirect::DAYS)],
        );

        $channel->handle = $handle;
    }
}

<?php

namespace App\Channels;

use App\Models\Channel;
use App\Models\ChannelHandleRedirect;
use App\Support\ChannelHandle;

/**
 * Whether a channel may take a handle: the rules of its form, then nobody else holding it,
 * neither as their handle nor as one they gave up lately and which still leads to them.
 */
class HandleAvailability
{
    /**
     * Why $channel may not take the (normalized) handle, or null when it may.
     */
    public function problem(Channel $channel, string $handle): ?string
    {
        if ($handle === $channel->handle) {
            return null;
        }

        $problem = ChannelHandle::problem($handle);
        if ($problem !== null) {
            return $problem;
        }

        $taken = Channel::query()->where('handle', $handle)->whereKeyNot($channel->id)->exists()
            || ChannelHandleRedirect::active()->where('old_handle', $handle)->where('channel_id', '!=', $channel->id)->exists();

        return $taken ? self::taken() : null;
    }

    public static function taken(): string
    {
        return __('This handle is already taken.');
    }
}

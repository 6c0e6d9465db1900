<?php

namespace App\Actions;

use Illuminate\Http\RedirectResponse;
use RuntimeException;

/**
 * A user may own one channel. Raised when a second insert loses to the unique user_id index,
 * e.g. two create requests sent at once; the user is sent to the channel that won.
 */
class ChannelAlreadyExists extends RuntimeException
{
    public function __construct()
    {
        parent::__construct('This user already has a channel.');
    }

    public function render(): RedirectResponse
    {
        return to_route('studio.dashboard')->with('status', 'channel-exists');
    }
}

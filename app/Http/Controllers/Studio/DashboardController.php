<?php

namespace App\Http\Controllers\Studio;

use App\Http\Controllers\Controller;
use App\Models\Channel;
use App\Models\User;
use App\Studio\ChannelOverview;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

class DashboardController extends Controller
{
    public function __invoke(Request $request): Response
    {
        /** @var User $user */
        $user = $request->user();
        /** @var Channel $channel the studio middleware guarantees one */
        $channel = $user->channel;

        return Inertia::render('Studio/Dashboard', [
            'channel' => [
                'id' => $channel->id,
                'handle' => $channel->handle,
                'name' => $channel->name,
                'avatar_url' => $channel->avatar_url,
            ],
            ...ChannelOverview::for($channel),
        ]);
    }
}

<?php

namespace App\Http\Controllers;

use App\Actions\CreateChannel;
use App\Http\Requests\Channel\StoreChannelRequest;
use App\Models\Channel;
use App\Models\User;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

class ChannelController extends Controller
{
    public function create(Request $request): Response|RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();

        if ($user->cannot('create', Channel::class)) {
            return to_route('studio.dashboard');
        }

        return Inertia::render('Channel/Create');
    }

    public function store(StoreChannelRequest $request, CreateChannel $createChannel): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();

        $createChannel->handle($user, $request->channelData(), $request->profile(), $request->banner());

        return to_route('studio.dashboard')->with('status', 'channel-created');
    }
}

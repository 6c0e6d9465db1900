<?php

namespace App\Http\Controllers\Watch;

use App\Http\Controllers\Controller;
use App\Http\Requests\Watch\SubscriptionRequest;
use App\Models\Channel;
use App\Models\Subscription;
use App\Models\User;
use App\Notifications\ChannelActivity;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/**
 * A signed-in viewer's subscription to a channel and its notification level. (A guest's
 * live in browser storage until sign-in: see MergeGuestLibrary.)
 */
class SubscriptionController extends Controller
{
    public function store(SubscriptionRequest $request, Channel $channel, ChannelActivity $activity): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $subscription = Subscription::query()->firstOrCreate(
            ['user_id' => $user->id, 'channel_id' => $channel->id],
            ['notification_level' => $request->level()],
        );

        if ($subscription->wasRecentlyCreated) {
            $activity->subscribed($user, $channel);
        }

        return back();
    }

    public function update(SubscriptionRequest $request, Channel $channel): RedirectResponse
    {
        $updated = Subscription::query()
            ->where('user_id', $request->user()?->id)
            ->where('channel_id', $channel->id)
            ->update(['notification_level' => $request->level()]);

        abort_if($updated === 0, 404);

        return back();
    }

    public function destroy(Request $request, Channel $channel): RedirectResponse
    {
        // Deleted through the model, so the channel's subscriber count follows.
        Subscription::query()
            ->where('user_id', $request->user()?->id)
            ->where('channel_id', $channel->id)
            ->first()
            ?->delete();

        return back();
    }
}

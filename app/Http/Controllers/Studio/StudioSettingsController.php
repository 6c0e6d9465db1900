<?php

namespace App\Http\Controllers\Studio;

use App\Http\Controllers\Controller;
use App\Http\Requests\Studio\UpdateStudioSettingsRequest;
use App\Models\Channel;
use App\Models\User;
use App\Studio\StudioSettings;
use App\Studio\UploadCategories;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Inertia\Inertia;
use Inertia\Response;

class StudioSettingsController extends Controller
{
    public function edit(Request $request): Response
    {
        $settings = self::channel($request)->studio_settings->toArray();
        $account = self::user($request)->settings;

        return Inertia::render('Studio/Settings', [
            // Not `settings`, the shared prop of the account's settings every page has.
            'studioSettings' => [
                // The form edits lists as text, as the video details form does with tags.
                'upload' => [...$settings['upload'], 'tags' => implode(', ', $settings['upload']['tags'])],
                'comments' => [...$settings['comments'], 'blocked_words' => implode("\n", $settings['comments']['blocked_words'])],
                'notifications' => [
                    ...$settings['notifications'],
                    ...array_combine(StudioSettings::ACCOUNT_NOTIFICATIONS, array_map($account->notifies(...), StudioSettings::ACCOUNT_NOTIFICATIONS)),
                ],
                'privacy' => ['keep_subscriptions_private' => ! $account->showsSubscriptions()],
                'playback' => ['inline_playback' => $account->flag('playback', 'inline_playback')],
            ],
            'categories' => UploadCategories::options(),
        ]);
    }

    public function update(UpdateStudioSettingsRequest $request): RedirectResponse
    {
        $channel = self::channel($request);
        $user = self::user($request);
        $channel->studio_settings = $request->settings();
        $user->settings = $request->accountSettings($user->settings);

        DB::transaction(function () use ($channel, $user) {
            $channel->save();
            $user->save();
        });

        return to_route('studio.settings')->with('status', __('Settings saved'));
    }

    private static function user(Request $request): User
    {
        /** @var User */
        return $request->user();
    }

    private static function channel(Request $request): Channel
    {
        /** @var Channel the studio middleware guarantees one */
        return self::user($request)->channel;
    }
}

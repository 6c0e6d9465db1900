<?php

namespace App\Http\Controllers\Studio;

use App\Http\Controllers\Controller;
use App\Http\Requests\Studio\UpdateStudioSettingsRequest;
use App\Models\Channel;
use App\Models\User;
use App\Studio\UploadCategories;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

class StudioSettingsController extends Controller
{
    public function edit(Request $request): Response
    {
        $settings = self::channel($request)->studio_settings->toArray();

        return Inertia::render('Studio/Settings', [
            'settings' => [
                ...$settings,
                // The form edits lists as text, as the video details form does with tags.
                'upload' => [...$settings['upload'], 'tags' => implode(', ', $settings['upload']['tags'])],
                'comments' => [...$settings['comments'], 'blocked_words' => implode("\n", $settings['comments']['blocked_words'])],
            ],
            'categories' => UploadCategories::options(),
        ]);
    }

    public function update(UpdateStudioSettingsRequest $request): RedirectResponse
    {
        $channel = self::channel($request);
        $channel->studio_settings = $request->settings();
        $channel->save();

        return to_route('studio.settings')->with('status', 'Settings saved');
    }

    private static function channel(Request $request): Channel
    {
        /** @var User $user */
        $user = $request->user();

        /** @var Channel the studio middleware guarantees one */
        return $user->channel;
    }
}

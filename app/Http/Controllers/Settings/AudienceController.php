<?php

namespace App\Http\Controllers\Settings;

use App\Http\Controllers\Controller;
use App\Http\Requests\Settings\UpdateAudienceRequest;
use App\Models\User;
use Illuminate\Http\RedirectResponse;

/**
 * Settings › Privacy's Audience section: what the viewer shares for the channels' audience figures.
 */
class AudienceController extends Controller
{
    public function update(UpdateAudienceRequest $request): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();

        $user->forceFill($request->audience())->save();

        return to_route('settings.show', ['section' => 'privacy'])->with('status', 'audience-updated');
    }
}

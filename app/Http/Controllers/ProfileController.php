<?php

namespace App\Http\Controllers;

use App\Actions\RequestEmailChange;
use App\Http\Requests\Settings\ProfileDeleteRequest;
use App\Http\Requests\Settings\ProfileUpdateRequest;
use App\Models\Channel;
use App\Models\Subscription;
use App\Models\User;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Inertia\Inertia;
use Inertia\Response;

class ProfileController extends Controller
{
    public function edit(Request $request): Response
    {
        /** @var User $user */
        $user = $request->user();

        return Inertia::render('Profile/Edit', [
            'mustVerifyEmail' => true,
            'status' => $request->session()->get('status'),
            'pendingEmail' => $user->pending_email,
        ]);
    }

    public function update(ProfileUpdateRequest $request, RequestEmailChange $requestEmailChange): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $address = $request->string('email')->toString();

        $user->update(['name' => $request->validated('name')]);

        if ($address === $user->email) {
            $user->forceFill(['pending_email' => null])->save();

            return to_route('profile.edit')->with('status', 'profile-updated');
        }

        $requestEmailChange->handle($user, $address);

        return to_route('profile.edit')->with('status', 'email-change-sent');
    }

    public function destroy(ProfileDeleteRequest $request): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();

        Auth::logout();

        // Deleting the channel through its model also removes its stored images. The user's
        // subscriptions go with the row, so the channels they followed are recounted.
        $subscribedTo = Subscription::query()->where('user_id', $user->id)->pluck('channel_id');
        $user->channel?->delete();
        $user->delete();
        Channel::recountSubscribers($subscribedTo);

        $request->session()->invalidate();
        $request->session()->regenerateToken();

        return redirect('/');
    }
}

<?php

namespace App\Http\Controllers;

use App\Actions\DeleteAccount;
use App\Actions\ExportAccountData;
use App\Actions\RequestEmailChange;
use App\Http\Requests\Settings\ProfileDeleteRequest;
use App\Http\Requests\Settings\ProfileUpdateRequest;
use App\Models\User;
use Illuminate\Http\JsonResponse;
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

    /**
     * From the profile page or Settings › Account, back to the one it was sent from.
     */
    public function update(ProfileUpdateRequest $request, RequestEmailChange $requestEmailChange): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $address = $request->string('email')->toString();

        $user->update(['name' => $request->validated('name')]);

        if ($address === $user->email) {
            $user->forceFill(['pending_email' => null])->save();

            return back(fallback: route('profile.edit'))->with('status', 'profile-updated');
        }

        $requestEmailChange->handle($user, $address);

        return back(fallback: route('profile.edit'))->with('status', 'email-change-sent');
    }

    public function destroy(ProfileDeleteRequest $request, DeleteAccount $deleteAccount): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();

        Auth::logout();

        $deleteAccount->handle($user);

        $request->session()->invalidate();
        $request->session()->regenerateToken();

        return redirect('/');
    }

    /**
     * "Download your data": the archive as a JSON file.
     */
    public function export(Request $request, ExportAccountData $export): JsonResponse
    {
        /** @var User $user */
        $user = $request->user();

        return response()->json($export->handle($user), 200, [
            'Content-Disposition' => 'attachment; filename="blipstream-data-'.now()->format('Y-m-d').'.json"',
            'Cache-Control' => 'no-store',
        ], JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    }
}

<?php

namespace App\Http\Controllers\Settings;

use App\Http\Controllers\Controller;
use App\Http\Requests\Settings\UpdateTimezoneRequest;
use App\Models\User;
use Illuminate\Http\RedirectResponse;

/**
 * The browser reports its time zone once, from the first page that counts days for the
 * account (the studio's analytics), so that "today" there is the creator's today.
 */
class TimezoneController extends Controller
{
    public function update(UpdateTimezoneRequest $request): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();

        $user->forceFill(['timezone' => $request->string('timezone')->toString()])->save();

        return back();
    }
}

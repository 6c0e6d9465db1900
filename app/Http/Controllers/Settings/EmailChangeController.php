<?php

namespace App\Http\Controllers\Settings;

use App\Http\Controllers\Controller;
use App\Http\Requests\Settings\ConfirmEmailChangeRequest;
use App\Models\User;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\DB;

class EmailChangeController extends Controller
{
    /**
     * Following the mailed link proves the new address is the user's, so it is verified too.
     */
    public function __invoke(ConfirmEmailChangeRequest $request): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();

        try {
            // In a transaction of its own, so that on PostgreSQL a refused write rolls back to
            // it rather than spoiling an enclosing one.
            DB::transaction(fn () => $user->forceFill(['email' => $user->pending_email, 'email_verified_at' => now(), 'pending_email' => null])->save());
        } catch (UniqueConstraintViolationException) {
            // Another account took the address between the request and the click.
            $user->refresh()->forceFill(['pending_email' => null])->save();

            return to_route('profile.edit')->withErrors(['email' => __('validation.unique', ['attribute' => __('validation.attributes.email')])]);
        }

        return to_route('profile.edit')->with('status', 'email-changed');
    }
}

<?php

namespace App\Actions;

use App\Models\User;
use App\Notifications\ConfirmEmailChange;
use Illuminate\Support\Facades\Notification;

/**
 * Keeps a new address pending and mails it a confirmation link. An address that belongs to
 * another account gets no mail but the same answer, so the form is no way to learn who has
 * an account.
 */
class RequestEmailChange
{
    public function handle(User $user, string $address): void
    {
        $user->forceFill(['pending_email' => $address])->save();

        if (User::query()->where('email', $address)->exists()) {
            return;
        }

        Notification::route('mail', $address)->notify(new ConfirmEmailChange($user, $address));
    }
}

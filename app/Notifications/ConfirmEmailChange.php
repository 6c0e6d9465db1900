<?php

namespace App\Notifications;

use App\Models\User;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;
use Illuminate\Support\Facades\URL;

/**
 * Mailed to the address a user wants to move to; following its link makes the change.
 */
class ConfirmEmailChange extends Notification
{
    public const VALID_MINUTES = 60;

    public function __construct(public readonly User $user, public readonly string $address)
    {
    }

    /**
     * @return list<string>
     */
    public function via(object $notifiable): array
    {
        return ['mail'];
    }

    public function toMail(object $notifiable): MailMessage
    {
        $link = URL::temporarySignedRoute('profile.email.confirm', now()->addMinutes(self::VALID_MINUTES), [
            'user' => $this->user->id,
            'hash' => sha1($this->address),
        ]);

        return (new MailMessage)
            ->subject(__('Confirm your new email address'))
            ->line(__(':name asked to use this address for their :app account.', ['name' => $this->user->name, 'app' => config('app.name')]))
            ->action(__('Confirm Email Address'), $link)
            ->line(__('The link works for :minutes minutes. If you did not ask for this, ignore this email; nothing changes.', ['minutes' => self::VALID_MINUTES]));
    }
}

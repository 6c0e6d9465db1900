<?php

namespace App\Notifications;

use App\Http\Resources\NotificationResource;
use App\Models\Notification;
use App\Models\User;
use Illuminate\Support\Traits\Localizable;

/**
 * E-mail of the bell's notifications, for accounts that turned it on in Settings ›
 * Notifications: each one as it happens, or a daily or weekly digest. A notification goes
 * out once, and only while unread: what the bell already showed is not mailed.
 */
class NotificationMailer
{
    use Localizable;

    /** How many notifications one mail lists; the rest wait in the bell. */
    public const LISTED = 10;

    public function __construct(private readonly Inbox $inbox)
    {
    }

    /**
     * Mails what is new to a recipient who asked for each notification as it happens.
     */
    public function notifyAsItHappens(User $recipient): void
    {
        if ($recipient->settings->emailFrequency() === 'immediately') {
            $this->mailPending($recipient);
        }
    }

    /**
     * The digest of every account on this frequency (daily or weekly) with something unread
     * and not mailed yet.
     *
     * @return int the accounts mailed
     */
    public function mailDigests(string $frequency): int
    {
        $mailed = 0;

        User::query()
            ->where('settings->notifications->email_notifications', true)
            ->lazyById(200)
            ->each(function (User $user) use ($frequency, &$mailed) {
                if ($user->settings->emailFrequency() === $frequency && $this->mailPending($user)) {
                    $mailed++;
                }
            });

        return $mailed;
    }

    /**
     * One mail of the recipient's unread notifications not mailed yet; false when there are none.
     */
    private function mailPending(User $recipient): bool
    {
        $pending = $this->inbox->unmailed($recipient, self::LISTED);

        if ($pending->isEmpty()) {
            return false;
        }

        $this->inbox->markMailedThrough($recipient, $pending->first());
        // In the recipient's language, not that of whoever's doing sent it (or of the digest's console).
        $locale = $recipient->preferredLocale() ?? (string) config('app.locale');
        $entries = $this->withLocale($locale, fn () => $pending
            ->map(fn (Notification $notification) => (new NotificationResource($notification))->resolve())
            ->map(fn (array $entry) => ['text' => (string) $entry['text'], 'href' => (string) $entry['href']])
            ->values()
            ->all());
        $recipient->notify((new NotificationsMail($entries))->locale($locale));

        return true;
    }
}

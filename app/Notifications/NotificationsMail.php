<?php

namespace App\Notifications;

use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;

/**
 * The bell's notifications by e-mail (NotificationMailer): one, as it happened, or a digest.
 */
class NotificationsMail extends Notification implements ShouldQueue
{
    use Queueable;

    /**
     * @param  list<array{text: string, href: string}>  $entries  newest first, as the bell lists them
     */
    public function __construct(public readonly array $entries)
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
        $app = (string) config('app.name');
        $message = (new MailMessage)->subject(count($this->entries) === 1
            ? $this->entries[0]['text']
            : __('New on :app: :count notifications', ['app' => $app, 'count' => count($this->entries)]));

        foreach ($this->entries as $entry) {
            // What others wrote (a comment's excerpt) must not become a link or formatting.
            $message->line(self::plain($entry['text']));
        }

        return $message
            ->action(count($this->entries) === 1 ? __('Open') : __('Open :app', ['app' => $app]), count($this->entries) === 1 ? $this->entries[0]['href'] : route('home'))
            ->line(__('You get these e-mails because of your notification settings. Change them in Settings › Notifications.'));
    }

    private static function plain(string $text): string
    {
        return (string) preg_replace('/([\\\\`*_{}\[\]()<>#+\-.!|~])/', '\\\\$1', $text);
    }
}

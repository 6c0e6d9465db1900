<?php

namespace App\Console\Commands;

use App\Notifications\NotificationMailer;
use Illuminate\Console\Command;

/**
 * The daily and weekly e-mail digests of unread notifications (Settings › Notifications).
 */
class MailNotificationDigests extends Command
{
    protected $signature = 'notifications:mail-digests {frequency : daily or weekly}';

    protected $description = 'Mail each account on this e-mail frequency its unread notifications not mailed yet';

    public function handle(NotificationMailer $mailer): int
    {
        $frequency = (string) $this->argument('frequency');

        if (! in_array($frequency, ['daily', 'weekly'], true)) {
            $this->components->error('The frequency is daily or weekly.');

            return self::INVALID;
        }

        $mailed = $mailer->mailDigests($frequency);
        $this->components->info("Mailed {$mailed} {$frequency} digests.");

        return self::SUCCESS;
    }
}

<?php

namespace App\Console\Commands;

use App\Models\User;
use Illuminate\Console\Command;

/**
 * Moderators are appointed by hand: they decide on reports and read feedback under
 * /moderation.
 */
class MakeModerator extends Command
{
    protected $signature = 'user:moderator
        {email : The account\'s e-mail address}
        {--revoke : Take the moderator role away instead}';

    protected $description = 'Make an account a moderator (or, with --revoke, no longer one)';

    public function handle(): int
    {
        $email = trim((string) $this->argument('email'));
        $user = User::query()->where('email', $email)->first();

        if ($user === null) {
            $this->components->error("No account has the e-mail address {$email}.");

            return self::FAILURE;
        }

        $moderator = ! $this->option('revoke');
        if ($user->is_moderator === $moderator) {
            $this->components->info($moderator ? "{$email} was already a moderator." : "{$email} was not a moderator.");

            return self::SUCCESS;
        }

        $user->forceFill(['is_moderator' => $moderator])->save();
        $this->components->info($moderator ? "{$email} is now a moderator." : "{$email} is no longer a moderator.");

        return self::SUCCESS;
    }
}

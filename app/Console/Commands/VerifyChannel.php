<?php

namespace App\Console\Commands;

use App\Models\Channel;
use Illuminate\Console\Command;

/**
 * Verification is granted by hand for now (the help centre's phone code is not built): a
 * verified channel may upload videos longer than the unverified limit.
 */
class VerifyChannel extends Command
{
    protected $signature = 'channel:verify {handle : The channel\'s handle, with or without its @}';

    protected $description = 'Verify a channel, so it may upload longer videos';

    public function handle(): int
    {
        $handle = ltrim((string) $this->argument('handle'), '@');
        $channel = Channel::query()->where('handle', $handle)->first();

        if ($channel === null) {
            $this->components->error("No channel has the handle @{$handle}.");

            return self::FAILURE;
        }

        if ($channel->isVerified()) {
            $this->components->info("@{$handle} was already verified.");

            return self::SUCCESS;
        }

        $channel->forceFill(['verified_at' => now()])->save();
        $this->components->info("@{$handle} is verified.");

        return self::SUCCESS;
    }
}

<?php

namespace App\Console\Commands;

use App\Watch\LiveAudience;
use Illuminate\Console\Command;

/**
 * Viewers who close a live stream send no last report, so the count kept for the cards would
 * stay up without this.
 */
class RefreshLiveAudience extends Command
{
    protected $signature = 'live:refresh-audience';

    protected $description = 'Recount how many are watching each live stream';

    public function handle(LiveAudience $audience): int
    {
        $counted = $audience->refreshAll();

        $this->components->info("Recounted {$counted} live streams.");

        return self::SUCCESS;
    }
}

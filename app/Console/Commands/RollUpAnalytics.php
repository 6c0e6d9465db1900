<?php

namespace App\Console\Commands;

use App\Studio\Analytics\AnalyticsRollup;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;

/**
 * Keeps the studio analytics fast: finished days become one row a video a day. Hourly, so
 * every zone's day is rolled up soon after it ends; the page stays exact in between.
 */
class RollUpAnalytics extends Command
{
    protected $signature = 'analytics:rollup';

    protected $description = 'Add up the finished days of views per video for the studio analytics';

    public function handle(AnalyticsRollup $rollup): int
    {
        $days = $rollup->handle(CarbonImmutable::now());

        $this->components->info("Rolled up {$days} days of views.");

        return self::SUCCESS;
    }
}

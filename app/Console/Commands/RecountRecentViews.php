<?php

namespace App\Console\Commands;

use App\Watch\RecentViews;
use Illuminate\Console\Command;

/**
 * Hourly, so a view stops counting as recent within the hour after its week is over.
 */
class RecountRecentViews extends Command
{
    protected $signature = 'views:recount-recent';

    protected $description = 'Recount each video\'s views of the last week, which the rankings order by';

    public function handle(RecentViews $recentViews): int
    {
        $changed = $recentViews->recount();

        $this->components->info("Recounted the week's views of {$changed} videos.");

        return self::SUCCESS;
    }
}

<?php

use App\Console\Commands\PruneExpiredCache;
use Illuminate\Support\Facades\Schedule;

Schedule::command(PruneExpiredCache::class)->hourly();

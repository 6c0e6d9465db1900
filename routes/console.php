<?php

use App\Console\Commands\PruneExpiredCache;
use App\Console\Commands\PruneExpiredUploads;
use App\Console\Commands\RequeueStalledProcessing;
use Illuminate\Support\Facades\Schedule;

Schedule::command(PruneExpiredCache::class)->hourly();
Schedule::command(PruneExpiredUploads::class)->hourly();
Schedule::command(RequeueStalledProcessing::class)->everyMinute();

<?php

use App\Console\Commands\PruneExpiredCache;
use App\Console\Commands\PruneExpiredUploads;
use App\Console\Commands\RequeueStalledProcessing;
use App\Console\Commands\RollUpAnalytics;
use App\Models\ChannelHandleRedirect;
use Illuminate\Support\Facades\Schedule;

Schedule::command(PruneExpiredCache::class)->hourly();
Schedule::command(PruneExpiredUploads::class)->hourly();
Schedule::command(RequeueStalledProcessing::class)->everyMinute();
Schedule::command(RollUpAnalytics::class)->hourly()->withoutOverlapping();
// Old channel handles whose redirect has expired are free again; their rows go.
Schedule::command('model:prune', ['--model' => [ChannelHandleRedirect::class]])->daily();

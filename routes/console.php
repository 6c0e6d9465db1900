<?php

use App\Console\Commands\MailNotificationDigests;
use App\Console\Commands\PruneExpiredCache;
use App\Console\Commands\PruneExpiredUploads;
use App\Console\Commands\RecountRecentViews;
use App\Console\Commands\RefreshLiveAudience;
use App\Console\Commands\RequeueStalledProcessing;
use App\Console\Commands\RollUpAnalytics;
use App\Console\Commands\RunBackup;
use App\Models\ChannelHandleRedirect;
use Illuminate\Support\Facades\Schedule;

Schedule::command(PruneExpiredCache::class)->hourly();
Schedule::command(PruneExpiredUploads::class)->hourly();
Schedule::command(RequeueStalledProcessing::class)->everyMinute();
Schedule::command(RefreshLiveAudience::class)->everyMinute();
Schedule::command(RecountRecentViews::class)->hourly()->withoutOverlapping();
Schedule::command(RollUpAnalytics::class)->hourly()->withoutOverlapping();
// E-mail digests of unread notifications, for the accounts that chose them.
Schedule::command(MailNotificationDigests::class, ['daily'])->dailyAt('08:00')->withoutOverlapping();
Schedule::command(MailNotificationDigests::class, ['weekly'])->weeklyOn(1, '08:00')->withoutOverlapping();
// Old channel handles whose redirect has expired are free again; their rows go.
Schedule::command('model:prune', ['--model' => [ChannelHandleRedirect::class]])->daily();
// A copy of the database and the list of media files, at a quiet hour; older ones beyond BACKUP_KEEP go.
Schedule::command(RunBackup::class)->dailyAt('03:30')->withoutOverlapping();

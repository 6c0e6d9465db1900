<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * Finished months per video (see AnalyticsRollup): a channel's lifetime top videos add up
     * a row a video a month instead of one a video a day. The net subscribers of a period
     * sum their gains and losses from the index alone.
     */
    public function up(): void
    {
        Schema::create('video_monthly_stats', function (Blueprint $table) {
            $table->foreignId('video_id')->constrained()->cascadeOnDelete();
            $table->foreignId('channel_id')->constrained()->cascadeOnDelete();
            // The month's first day, in the time zone of the channel's owner.
            $table->date('month');
            $table->unsignedInteger('views');
            $table->unsignedBigInteger('watched_seconds');

            $table->primary(['video_id', 'month']);
            $table->index(['channel_id', 'month', 'video_id', 'views', 'watched_seconds'], 'video_monthly_stats_channel_covering_index');
        });

        Schema::table('subscription_events', function (Blueprint $table) {
            $table->dropIndex(['channel_id', 'occurred_at']);
            $table->index(['channel_id', 'occurred_at', 'delta']);
        });

        // Months already rolled up are not in the new table yet: the next rollup rebuilds them.
        DB::table('analytics_rollup_states')->delete();
    }

    public function down(): void
    {
        Schema::table('subscription_events', function (Blueprint $table) {
            $table->dropIndex(['channel_id', 'occurred_at', 'delta']);
            $table->index(['channel_id', 'occurred_at']);
        });
        Schema::dropIfExists('video_monthly_stats');
    }
};

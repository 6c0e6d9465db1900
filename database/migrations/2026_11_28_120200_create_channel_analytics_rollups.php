<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * The channel-wide side of the rollup (see AnalyticsRollup): a row a day and a row a
     * signed-in viewer per channel, so the channel's figures over a year or its lifetime read
     * hundreds of rows rather than one per video a day.
     */
    public function up(): void
    {
        Schema::create('channel_daily_stats', function (Blueprint $table) {
            $table->foreignId('channel_id')->constrained()->cascadeOnDelete();
            $table->date('day');
            $table->unsignedInteger('views');
            $table->unsignedBigInteger('watched_seconds');

            $table->primary(['channel_id', 'day']);
        });

        Schema::create('channel_viewers', function (Blueprint $table) {
            $table->foreignId('channel_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->date('last_day');

            $table->primary(['channel_id', 'user_id']);
            $table->index(['channel_id', 'last_day', 'user_id']);
        });

        // Days already rolled up are not in these tables yet: the next rollup rebuilds them.
        DB::table('analytics_rollup_states')->delete();
    }

    public function down(): void
    {
        Schema::dropIfExists('channel_viewers');
        Schema::dropIfExists('channel_daily_stats');
    }
};

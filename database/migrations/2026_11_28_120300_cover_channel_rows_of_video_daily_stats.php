<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * A channel's top videos sum its rows a video a day: from the index alone.
     */
    public function up(): void
    {
        Schema::table('video_daily_stats', function (Blueprint $table) {
            $table->dropIndex(['channel_id', 'day']);
            $table->index(['channel_id', 'day', 'video_id', 'views', 'watched_seconds'], 'video_daily_stats_channel_covering_index');
        });
    }

    public function down(): void
    {
        Schema::table('video_daily_stats', function (Blueprint $table) {
            $table->dropIndex('video_daily_stats_channel_covering_index');
            $table->index(['channel_id', 'day']);
        });
    }
};

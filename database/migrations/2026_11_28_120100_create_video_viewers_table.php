<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * The signed-in viewers of each video and the last finished day (in the owner's zone) they
     * watched it on: the audience of a period is who watched since its first day, without
     * reading every view (see AnalyticsRollup).
     */
    public function up(): void
    {
        Schema::create('video_viewers', function (Blueprint $table) {
            $table->foreignId('video_id')->constrained()->cascadeOnDelete();
            $table->foreignId('channel_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->date('last_day');

            $table->primary(['video_id', 'user_id']);
            $table->index(['channel_id', 'last_day', 'user_id']);
        });

        // Days already rolled up have no viewers here: forgetting how far each channel came
        // makes the next rollup rebuild it whole (the page reads the raw views meanwhile).
        DB::table('analytics_rollup_states')->delete();
    }

    public function down(): void
    {
        Schema::dropIfExists('video_viewers');
    }
};

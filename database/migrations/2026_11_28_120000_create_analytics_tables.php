<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('users', function (Blueprint $table) {
            // IANA name the studio's analytics count days in; null reads as UTC.
            $table->string('timezone', 64)->nullable();
            // The audience a viewer chose to share with the channels they watch (all optional).
            $table->unsignedSmallInteger('birth_year')->nullable();
            $table->string('gender', 16)->nullable();
            $table->char('country', 2)->nullable();
        });

        // Unsubscribing deletes the subscription row; these keep the gains and losses over time.
        Schema::create('subscription_events', function (Blueprint $table) {
            $table->id();
            $table->foreignId('channel_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            $table->smallInteger('delta');
            $table->timestamp('occurred_at');

            $table->index(['channel_id', 'occurred_at']);
        });

        // Finished days per video, in the time zone of its channel's owner (see AnalyticsRollup).
        Schema::create('video_daily_stats', function (Blueprint $table) {
            $table->foreignId('video_id')->constrained()->cascadeOnDelete();
            $table->foreignId('channel_id')->constrained()->cascadeOnDelete();
            $table->date('day');
            $table->unsignedInteger('views');
            $table->unsignedBigInteger('watched_seconds');

            $table->primary(['video_id', 'day']);
            $table->index(['channel_id', 'day']);
        });

        Schema::create('analytics_rollup_states', function (Blueprint $table) {
            $table->foreignId('channel_id')->primary()->constrained()->cascadeOnDelete();
            $table->string('timezone', 64);
            // The last local day whose views are in video_daily_stats; null: none yet.
            $table->date('rolled_through')->nullable();
        });

        // Time ranges of one video's views (today's live rows, the rollup's days, the last 48
        // hours), covering what the analytics read so the rows themselves stay untouched.
        Schema::table('views', function (Blueprint $table) {
            $table->index(['video_id', 'viewed_at', 'watched_seconds', 'user_id'], 'views_video_time_index');
        });
    }

    public function down(): void
    {
        Schema::table('views', function (Blueprint $table) {
            $table->dropIndex('views_video_time_index');
        });
        Schema::dropIfExists('analytics_rollup_states');
        Schema::dropIfExists('video_daily_stats');
        Schema::dropIfExists('subscription_events');
        Schema::table('users', function (Blueprint $table) {
            $table->dropColumn(['timezone', 'birth_year', 'gender', 'country']);
        });
    }
};

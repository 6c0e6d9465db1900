<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Laravel's database notifications (the columns of `make:notifications-table`), with the
 * video a notification is about as a column of its own, so deleting the video takes its
 * notifications along and hiding it removes them with one indexed delete.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('notifications', function (Blueprint $table) {
            $table->uuid('id')->primary();
            $table->string('type');
            $table->string('notifiable_type');
            $table->unsignedBigInteger('notifiable_id');
            $table->foreignId('video_id')->nullable()->constrained()->cascadeOnDelete();
            $table->text('data');
            $table->timestamp('read_at')->nullable();
            $table->timestamps();

            // The header's unread count on every page, and marking read: a covering index.
            $table->index(['notifiable_type', 'notifiable_id', 'read_at']);
            // The bell's list: a reader's newest first.
            $table->index(['notifiable_type', 'notifiable_id', 'created_at']);
            $table->index('video_id');
        });

        // Telling a channel's subscribers walks them in id order, a chunk at a time.
        Schema::table('subscriptions', function (Blueprint $table) {
            $table->index(['channel_id', 'id']);
        });
        // "Watched this channel lately" (the Personalized bell) looks up a subscriber's views.
        Schema::table('views', function (Blueprint $table) {
            $table->index(['user_id', 'viewed_at']);
        });
    }

    public function down(): void
    {
        Schema::table('views', function (Blueprint $table) {
            $table->dropIndex(['user_id', 'viewed_at']);
        });
        Schema::table('subscriptions', function (Blueprint $table) {
            $table->dropIndex(['channel_id', 'id']);
        });
        Schema::dropIfExists('notifications');
    }
};

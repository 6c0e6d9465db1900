<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            $table->unsignedTinyInteger('processing_progress')->nullable();
            $table->unsignedTinyInteger('processing_attempts')->default(0);
            // Renewed while a worker processes the video; the sweeper re-queues it when it stops.
            $table->timestamp('heartbeat_at')->nullable();
            $table->json('thumbnail_candidates')->nullable();
            $table->string('storyboard_path')->nullable();
            $table->index(['status', 'heartbeat_at']);
        });
    }

    public function down(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            $table->dropIndex(['status', 'heartbeat_at']);
            $table->dropColumn(['processing_progress', 'processing_attempts', 'heartbeat_at', 'thumbnail_candidates', 'storyboard_path']);
        });
    }
};

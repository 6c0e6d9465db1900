<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('views', function (Blueprint $table) {
            $table->id();
            $table->foreignId('video_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            // "u:{id}" for a signed-in viewer, a hash of the session for a guest: one key
            // for the once-per-viewer-per-hour rule either way.
            $table->string('viewer_key', 64);
            $table->unsignedInteger('watched_seconds')->default(0);
            $table->char('country', 2)->nullable();
            $table->timestamp('viewed_at');
            $table->date('viewed_on');

            // Trending: views per video over the last days.
            $table->index(['viewed_on', 'video_id']);
            // Per-video analytics and the once-per-hour check.
            $table->index(['video_id', 'viewer_key', 'viewed_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('views');
    }
};

<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // Who reported playing a live stream, and when last: "x watching" (App\Watch\LiveAudience).
        Schema::create('live_watchers', function (Blueprint $table) {
            $table->foreignId('video_id')->constrained()->cascadeOnDelete();
            $table->string('viewer_key', 64);
            $table->timestamp('seen_at');

            $table->primary(['video_id', 'viewer_key']);
            $table->index(['video_id', 'seen_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('live_watchers');
    }
};

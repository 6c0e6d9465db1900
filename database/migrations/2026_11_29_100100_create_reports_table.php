<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('reports', function (Blueprint $table) {
            $table->id();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->foreignId('video_id')->constrained()->cascadeOnDelete();
            $table->string('reason', 40);
            $table->text('details')->nullable();
            $table->string('status', 20)->default('under_review');
            // True while under review, null once decided. Unique with the reporter and the
            // video, it allows one open report per pair and any number of decided ones
            // (every database takes nulls in a unique index as distinct).
            $table->boolean('is_open')->nullable()->default(true);
            $table->foreignId('decided_by')->nullable()->constrained('users')->nullOnDelete();
            $table->timestamp('decided_at')->nullable();
            $table->timestamps();

            $table->unique(['user_id', 'video_id', 'is_open']);
            // Report History: the reporter's reports, newest first.
            $table->index(['user_id', 'created_at']);
            // The moderation queue and the hold count: the open reports of each video.
            $table->index(['status', 'video_id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('reports');
    }
};

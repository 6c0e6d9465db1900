<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('videos', function (Blueprint $table) {
            $table->id();
            $table->char('public_id', 11)->unique();
            $table->foreignId('channel_id')->constrained()->cascadeOnDelete();
            $table->string('kind', 8)->default('video');
            $table->string('title', 200);
            $table->text('description')->nullable();
            $table->json('tags')->nullable();
            $table->string('category', 20)->nullable();
            $table->string('subcategory', 20)->nullable();
            $table->string('visibility', 10)->default('private');
            $table->string('restrictions', 40)->default('None');
            $table->boolean('is_kids_friendly')->default(false);
            $table->unsignedInteger('duration')->default(0);
            $table->unsignedSmallInteger('width')->nullable();
            $table->unsignedSmallInteger('height')->nullable();
            $table->string('status', 12)->default('uploading');
            $table->string('failure_reason')->nullable();
            $table->string('original_path')->nullable();
            $table->string('hls_path')->nullable();
            $table->string('thumbnail_path')->nullable();
            $table->unsignedBigInteger('view_count')->default(0);
            $table->unsignedInteger('like_count')->default(0);
            $table->unsignedInteger('dislike_count')->default(0);
            $table->unsignedInteger('comment_count')->default(0);
            $table->unsignedInteger('live_viewers')->nullable();
            $table->string('stream_category', 60)->nullable();
            $table->timestamp('published_at')->nullable();
            $table->timestamps();

            // Home sections (videos, blips, live) and the newest-first grids.
            $table->index(['kind', 'status', 'visibility', 'published_at']);
            // Trending/Music/News/Gaming tabs.
            $table->index(['category', 'subcategory', 'status', 'visibility', 'published_at']);
            // A channel's Videos tab and the studio content list.
            $table->index(['channel_id', 'published_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('videos');
    }
};

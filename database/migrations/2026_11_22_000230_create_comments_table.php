<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('comments', function (Blueprint $table) {
            $table->id();
            // A video or a community post (morph aliases "video", "post").
            $table->morphs('commentable');
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->foreignId('parent_id')->nullable()->constrained('comments')->cascadeOnDelete();
            $table->text('body');
            $table->string('status', 10)->default('published');
            $table->boolean('is_hearted')->default(false);
            $table->boolean('is_pinned')->default(false);
            $table->unsignedInteger('like_count')->default(0);
            $table->unsignedInteger('dislike_count')->default(0);
            $table->unsignedInteger('reply_count')->default(0);
            $table->timestamps();

            // Top-level comments of a target, newest first; replies of a comment.
            $table->index(['commentable_type', 'commentable_id', 'parent_id', 'created_at'], 'comments_thread_index');
            $table->index(['parent_id', 'created_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('comments');
    }
};

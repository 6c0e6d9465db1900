<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Feedback from the Send Feedback page, by accounts and signed-out visitors alike, and the
 * files attached to it (kept on the private media disk; only moderators download them).
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('feedback', function (Blueprint $table) {
            $table->id();
            // Feedback outlives its author's account, like their comments.
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            // Tells a deleted account's feedback from a signed-out visitor's once user_id is gone.
            $table->boolean('from_account');
            $table->string('mood', 16);
            $table->text('text')->nullable();
            $table->boolean('include_screenshot');
            $table->string('page_url', 2048)->nullable();
            $table->string('user_agent', 512)->nullable();
            $table->timestamps();

            // The moderators' list, newest first.
            $table->index(['created_at', 'id']);
        });

        Schema::create('feedback_attachments', function (Blueprint $table) {
            $table->id();
            $table->foreignId('feedback_id')->constrained('feedback')->cascadeOnDelete();
            $table->string('name');
            $table->string('mime_type', 127);
            $table->unsignedBigInteger('size');
            $table->string('path');
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('feedback_attachments');
        Schema::dropIfExists('feedback');
    }
};

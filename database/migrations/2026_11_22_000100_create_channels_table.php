<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('channels', function (Blueprint $table) {
            $table->id();
            $table->foreignId('user_id')->unique()->constrained()->cascadeOnDelete();
            $table->string('handle', 40)->unique();
            $table->string('name', 100);
            $table->text('description')->nullable();
            $table->string('avatar_path')->nullable();
            $table->string('banner_path')->nullable();
            $table->string('location', 100)->nullable();
            $table->json('links')->nullable();
            $table->unsignedBigInteger('featured_video_id')->nullable();
            $table->unsignedBigInteger('featured_video_for_returning_id')->nullable();
            $table->boolean('show_related_channels')->default(true);
            $table->boolean('show_unsubscribed_indicator')->default(true);
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('channels');
    }
};

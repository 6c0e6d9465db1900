<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('reactions', function (Blueprint $table) {
            $table->id();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            // A video, comment or community post (morph aliases "video", "comment", "post").
            $table->string('reactable_type', 16);
            $table->unsignedBigInteger('reactable_id');
            // +1 like, -1 dislike.
            $table->tinyInteger('value');
            $table->timestamps();

            $table->unique(['user_id', 'reactable_type', 'reactable_id']);
            $table->index(['reactable_type', 'reactable_id', 'value']);
            // Liked videos, newest first.
            $table->index(['user_id', 'reactable_type', 'value', 'created_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('reactions');
    }
};

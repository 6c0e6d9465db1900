<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('uploads', function (Blueprint $table) {
            $table->id();
            $table->string('public_key', 32)->unique();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->string('kind', 12);
            $table->unsignedBigInteger('upload_length');
            $table->unsignedBigInteger('upload_offset')->default(0);
            $table->json('metadata');
            $table->string('path');
            $table->timestamp('expires_at');
            $table->timestamp('completed_at')->nullable();
            $table->timestamps();

            // The daily quota sums a user's uploads of the last 24 hours.
            $table->index(['user_id', 'created_at']);
            // The pruner looks for unfinished uploads past their expiry.
            $table->index(['completed_at', 'expires_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('uploads');
    }
};

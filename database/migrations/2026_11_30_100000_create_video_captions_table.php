<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // A video's WebVTT caption tracks, one per language (App\Models\VideoCaption).
        Schema::create('video_captions', function (Blueprint $table) {
            $table->id();
            $table->foreignId('video_id')->constrained()->cascadeOnDelete();
            $table->string('language', 8);
            $table->string('label', 40);
            $table->string('path');
            $table->timestamps();

            $table->unique(['video_id', 'language']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('video_captions');
    }
};

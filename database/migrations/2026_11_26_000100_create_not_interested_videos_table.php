<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * "Not interested": videos a viewer asked not to be shown again. Lists leave them out with
 * an anti-join on the primary key, so the check costs one index probe a candidate.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('not_interested_videos', function (Blueprint $table) {
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->foreignId('video_id')->constrained()->cascadeOnDelete();
            $table->timestamp('created_at');

            $table->primary(['user_id', 'video_id']);
        });

        // The blips feed's most-watched half walks this index in order and stops after a page.
        Schema::table('videos', function (Blueprint $table) {
            $table->index(['kind', 'visibility', 'view_count'], 'videos_kind_popularity_index');
        });
    }

    public function down(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            $table->dropIndex('videos_kind_popularity_index');
        });
        Schema::dropIfExists('not_interested_videos');
    }
};

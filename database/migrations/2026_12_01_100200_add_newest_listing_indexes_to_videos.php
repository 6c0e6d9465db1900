<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Home's lists (all videos, and a category chip's) show the newest published videos of a kind
 * first, ordered by publication and id. The index on kind, status, visibility and publication
 * could not give that order for the two playable statuses, so PostgreSQL read every video and
 * sorted them: a second a page at a million videos. Walked backwards, these indexes give the
 * order at once; the status and moderation are checked on the few rows read, nearly all of
 * which are published.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            $table->index(['kind', 'visibility', 'published_at', 'id'], 'videos_newest_of_kind_index');
            $table->index(['category', 'kind', 'visibility', 'published_at', 'id'], 'videos_newest_in_category_index');
        });
    }

    public function down(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            $table->dropIndex('videos_newest_of_kind_index');
            $table->dropIndex('videos_newest_in_category_index');
        });
    }
};

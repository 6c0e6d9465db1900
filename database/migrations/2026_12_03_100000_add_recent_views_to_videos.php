<?php

use App\Watch\RecentViews;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Trending and the other "most watched this week" lists counted a week of view rows on every
 * ranking: over a second at a million videos. The count is kept on the video instead
 * (RecentViews), and these indexes give the ranking's order, walked backwards, for the videos
 * of a kind and for a category's (of any kind: gaming lists its streams beside its videos).
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            $table->unsignedInteger('recent_views')->default(0);
            $table->index(['kind', 'recent_views', 'view_count', 'id'], 'videos_kind_recent_views_index');
            $table->index(['category', 'recent_views', 'view_count', 'id'], 'videos_category_recent_views_index');
        });

        app(RecentViews::class)->recount();
    }

    public function down(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            $table->dropIndex('videos_kind_recent_views_index');
            $table->dropIndex('videos_category_recent_views_index');
            $table->dropColumn('recent_views');
        });
    }
};

<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * The channel page's aggregates (its video count on every tab, total views on About)
 * read only this index: no table rows, however many videos a channel has.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            $table->index(['channel_id', 'status', 'visibility', 'kind', 'published_at', 'view_count'], 'videos_channel_listing_index');
        });
    }

    public function down(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            $table->dropIndex('videos_channel_listing_index');
        });
    }
};

<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            // Null for most videos; held (enough accounts reported it, awaiting a moderator)
            // or removed (a moderator took action). Either keeps it out of every list.
            $table->string('moderation', 10)->nullable();
            $table->string('moderation_reason', 40)->nullable();
            $table->timestamp('moderated_at')->nullable();
        });

        // Lists leave moderated videos out, so the channel page's aggregates read the column
        // too: it joins the index that answers them without reading the table.
        Schema::table('videos', function (Blueprint $table) {
            $table->dropIndex('videos_channel_listing_index');
        });
        Schema::table('videos', function (Blueprint $table) {
            $table->index(['channel_id', 'status', 'visibility', 'kind', 'published_at', 'view_count', 'moderation'], 'videos_channel_listing_index');
        });
    }

    public function down(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            $table->dropIndex('videos_channel_listing_index');
        });
        Schema::table('videos', function (Blueprint $table) {
            $table->index(['channel_id', 'status', 'visibility', 'kind', 'published_at', 'view_count'], 'videos_channel_listing_index');
            $table->dropColumn(['moderation', 'moderation_reason', 'moderated_at']);
        });
    }
};

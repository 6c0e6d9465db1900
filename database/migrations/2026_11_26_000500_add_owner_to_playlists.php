<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * A playlist belongs to a channel (shown on its Playlists tab) or, like Watch later, to a
 * viewer who may have no channel at all: then user_id holds the owner and kind says which
 * of their own lists it is.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('playlists', function (Blueprint $table) {
            $table->foreignId('channel_id')->nullable()->change();
            $table->foreignId('user_id')->nullable()->constrained()->cascadeOnDelete();
            $table->string('kind', 12)->default('channel');

            // One Watch later per viewer.
            $table->unique(['user_id', 'kind']);
        });
    }

    public function down(): void
    {
        Schema::table('playlists', function (Blueprint $table) {
            $table->dropUnique(['user_id', 'kind']);
            $table->dropConstrainedForeignId('user_id');
            $table->dropColumn('kind');
        });
    }
};

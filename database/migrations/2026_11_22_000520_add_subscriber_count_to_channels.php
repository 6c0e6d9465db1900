<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/**
 * Subscriber counts shown on every watch, channel and search page are kept on the channel,
 * as videos keep their view and like counts: counting a big channel's subscription rows
 * on each visit would grow with its audience.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('channels', function (Blueprint $table) {
            $table->unsignedInteger('subscriber_count')->default(0);
        });

        DB::table('channels')->update([
            'subscriber_count' => DB::raw('(SELECT COUNT(*) FROM subscriptions WHERE subscriptions.channel_id = channels.id)'),
        ]);
    }

    public function down(): void
    {
        Schema::table('channels', function (Blueprint $table) {
            $table->dropColumn('subscriber_count');
        });
    }
};

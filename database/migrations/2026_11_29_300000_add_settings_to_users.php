<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/**
 * One settings document per account (App\Settings\UserSettings), which becomes the only home
 * of the History page's pause (users.history_paused), "Pause watch history" in it.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('users', function (Blueprint $table) {
            // Only what the account chose; null until it first saves a setting.
            $table->json('settings')->nullable();
        });

        DB::table('users')->where('history_paused', true)
            ->update(['settings' => json_encode(['privacy' => ['pause_watch_history' => true]])]);

        Schema::table('users', function (Blueprint $table) {
            $table->dropColumn('history_paused');
        });
    }

    public function down(): void
    {
        Schema::table('users', function (Blueprint $table) {
            $table->boolean('history_paused')->default(false);
        });

        DB::table('users')->whereNotNull('settings')->orderBy('id')->each(function (object $user) {
            $document = json_decode((string) $user->settings, true);
            if (($document['privacy']['pause_watch_history'] ?? false) === true) {
                DB::table('users')->where('id', $user->id)->update(['history_paused' => true]);
            }
        });

        Schema::table('users', function (Blueprint $table) {
            $table->dropColumn('settings');
        });
    }
};

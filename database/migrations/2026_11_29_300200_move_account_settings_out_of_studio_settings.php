<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

/**
 * The studio settings showed some of the account's own settings; the account's settings
 * document (users.settings) becomes their only home: keep subscriptions private (stored as its
 * inverse, show subscriptions), inline playback, and the channel activity, reply and mention
 * notifications.
 */
return new class extends Migration
{
    /** Studio settings keys that move, and where to. */
    private const MOVED = [
        'privacy.keep_subscriptions_private' => 'privacy.show_subscriptions',
        'playback.inline_playback' => 'playback.inline_playback',
        'notifications.channel_activity' => 'notifications.channel_activity',
        'notifications.replies' => 'notifications.replies',
        'notifications.mentions' => 'notifications.mentions',
    ];

    public function up(): void
    {
        DB::table('channels')->whereNotNull('studio_settings')->orderBy('id')
            ->each(function (object $channel) {
                $studio = json_decode((string) $channel->studio_settings, true);
                $account = json_decode((string) DB::table('users')->where('id', $channel->user_id)->value('settings'), true);
                if (! is_array($studio)) {
                    return;
                }
                $account = is_array($account) ? $account : [];

                foreach (self::MOVED as $from => $to) {
                    [$fromSection, $fromKey] = explode('.', $from);
                    [$toSection, $toKey] = explode('.', $to);
                    $value = $studio[$fromSection][$fromKey] ?? null;

                    if (is_bool($value)) {
                        $account[$toSection][$toKey] = $from === 'privacy.keep_subscriptions_private' ? ! $value : $value;
                    }
                    unset($studio[$fromSection][$fromKey]);
                }

                DB::table('channels')->where('id', $channel->id)->update(['studio_settings' => json_encode(array_filter($studio, fn ($section) => $section !== []))]);
                DB::table('users')->where('id', $channel->user_id)->update(['settings' => $account === [] ? null : json_encode($account)]);
            });
    }

    public function down(): void
    {
        // The studio reads these keys' defaults where they are gone; the accounts keep them.
    }
};

<?php

namespace App\Actions;

use App\Enums\NotificationLevel;
use App\Models\Channel;
use App\Models\Subscription;
use App\Models\User;

/**
 * Moves what a signed-out visitor kept in browser storage into their account when they sign
 * in or register. The payload comes straight from the browser, so anything malformed,
 * unknown, repeated or already on the account is skipped rather than refused: a bad entry
 * must never stand between someone and signing in.
 *
 * Shape (see resources/js/hooks/useGuestLibrary.ts):
 *   ['subscriptions' => [['channel_id' => 12, 'level' => 'all'], ...]]
 */
class MergeGuestLibrary
{
    /** More entries than anyone subscribes to by hand; the rest is ignored. */
    public const MAX_SUBSCRIPTIONS = 500;

    /**
     * @param  User|null  $user  the account just signed in to (null: nothing to merge into)
     * @return int the number of subscriptions added
     */
    public function handle(?User $user, mixed $library): int
    {
        $levels = $this->subscriptionLevels($library);

        if ($user === null || $levels === []) {
            return 0;
        }

        $channelIds = Channel::query()
            ->whereIn('id', array_keys($levels))
            ->where('user_id', '!=', $user->id)
            ->pluck('id');

        $alreadySubscribed = Subscription::query()
            ->where('user_id', $user->id)
            ->whereIn('channel_id', $channelIds)
            ->pluck('channel_id')
            ->all();

        $now = now();
        $rows = $channelIds
            ->diff($alreadySubscribed)
            ->map(fn (int $channelId) => [
                'user_id' => $user->id,
                'channel_id' => $channelId,
                'notification_level' => $levels[$channelId]->value,
                'created_at' => $now,
                'updated_at' => $now,
            ])
            ->values()
            ->all();

        if ($rows === []) {
            return 0;
        }

        // insertOrIgnore: a subscription made in another tab meanwhile is not an error.
        $added = Subscription::query()->insertOrIgnore($rows);
        Channel::recountSubscribers(array_column($rows, 'channel_id'));

        return $added;
    }

    /**
     * @return array<int, NotificationLevel> channel id => level, first mention wins
     */
    private function subscriptionLevels(mixed $library): array
    {
        if (! is_array($library) || ! is_array($library['subscriptions'] ?? null)) {
            return [];
        }

        $levels = [];

        foreach (array_slice($library['subscriptions'], 0, self::MAX_SUBSCRIPTIONS) as $entry) {
            $id = is_array($entry) ? filter_var($entry['channel_id'] ?? null, FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]) : false;

            if ($id === false || isset($levels[$id])) {
                continue;
            }

            $level = is_string($entry['level'] ?? null) ? NotificationLevel::tryFrom($entry['level']) : null;
            $levels[$id] = $level ?? NotificationLevel::All;
        }

        return $levels;
    }
}

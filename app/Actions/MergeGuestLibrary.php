<?php

namespace App\Actions;

use App\Enums\NotificationLevel;
use App\Library\LibraryVideos;
use App\Models\Channel;
use App\Models\NotInterestedVideo;
use App\Models\Reaction;
use App\Models\Subscription;
use App\Models\SubscriptionEvent;
use App\Models\User;
use App\Models\Video;
use App\Models\WatchHistory;
use Illuminate\Support\Carbon;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;
use Throwable;

/**
 * Moves what a signed-out visitor kept in browser storage into their account when they sign
 * in or register. The payload comes straight from the browser, so anything malformed,
 * unknown, repeated or beyond the limits is skipped rather than refused: a bad entry must
 * never stand between someone and signing in.
 *
 * - Subscriptions the account lacks are added with their notification level.
 * - History: one entry per video; where the account has one too, the later watch wins, with
 *   its position. Nothing is taken while the account's history is paused.
 * - Likes and dislikes the account lacks are added; where both sides reacted differently, the
 *   like wins. The videos' counts are recounted.
 * - Videos marked "Not interested" stay set aside.
 * - Settings: each valid one the account never chose is taken (UserSettings::withMissingFrom).
 *
 * Shape (see resources/js/lib/guestLibrary.ts):
 *   ['subscriptions' => [['channel_id' => 12, 'level' => 'all'], ...],
 *    'history' => [['video_id' => 'public id', 'watched_at' => ISO time, 'position' => 42], ...],
 *    'reactions' => [['video_id' => 'public id', 'type' => 'like'], ...],
 *    'not_interested' => ['public id', ...],
 *    'settings' => ['appearance' => ['theme' => 'dark', ...], ...]]
 */
class MergeGuestLibrary
{
    /** More entries than anyone subscribes to by hand; the rest is ignored. */
    public const MAX_SUBSCRIPTIONS = 500;

    /** As many as a browser keeps (GUEST_HISTORY_MAX, GUEST_REACTIONS_MAX). */
    public const MAX_HISTORY = 200;

    public const MAX_REACTIONS = 500;

    public const MAX_NOT_INTERESTED = 500;

    /**
     * @param  User|null  $user  the account just signed in to (null: nothing to merge into)
     */
    public function handle(?User $user, mixed $library): void
    {
        if ($user === null || ! is_array($library)) {
            return;
        }

        try {
            // First, so that a visitor's paused history keeps what they watched before out too.
            $this->mergeSettings($user, $library['settings'] ?? null);
            $this->mergeSubscriptions($user, $this->subscriptionLevels($library['subscriptions'] ?? null));
            $this->mergeHistory($user, $this->historyEntries($library['history'] ?? null));
            $this->mergeReactions($user, $this->reactionValues($library['reactions'] ?? null));
            $this->mergeNotInterested($user, $this->notInterestedIds($library['not_interested'] ?? null));
        } catch (Throwable $exception) {
            // Whatever went wrong is ours to fix, not a reason to refuse the sign-in.
            report($exception);
        }
    }

    /**
     * @param  array<int, NotificationLevel>  $levels
     */
    private function mergeSubscriptions(User $user, array $levels): void
    {
        if ($levels === []) {
            return;
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
            return;
        }

        // insertOrIgnore: a subscription made in another tab meanwhile is not an error; it
        // recorded its own gain, so only the rows inserted here count as gained.
        $gained = DB::transaction(fn () => array_values(array_filter(
            $rows,
            fn (array $row) => Subscription::query()->insertOrIgnore($row) === 1,
        )));
        Channel::recountSubscribers(array_column($rows, 'channel_id'));
        SubscriptionEvent::record($user->id, array_column($gained, 'channel_id'), 1);
    }

    /**
     * @param  array<string, array{watched_at: Carbon, position: int}>  $entries  by public id
     */
    private function mergeHistory(User $user, array $entries): void
    {
        if ($entries === [] || $user->settings->pausesWatchHistory()) {
            return;
        }

        $videos = $this->watchableVideos($user, array_keys($entries));
        $existing = WatchHistory::query()
            ->where('user_id', $user->id)
            ->whereIn('video_id', $videos->pluck('id'))
            ->pluck('watched_at', 'video_id');

        $rows = [];
        foreach ($videos as $video) {
            $entry = $entries[$video->public_id];
            $known = $existing->get($video->id);

            if ($known !== null && Carbon::parse($known)->gte($entry['watched_at'])) {
                continue;
            }

            $rows[] = [
                'user_id' => $user->id,
                'video_id' => $video->id,
                'position_seconds' => min($entry['position'], $video->duration),
                'watched_at' => $entry['watched_at'],
            ];
        }

        if ($rows !== []) {
            WatchHistory::query()->upsert($rows, ['user_id', 'video_id'], ['position_seconds', 'watched_at']);
        }
    }

    /**
     * @param  array<string, int>  $values  Reaction::LIKE or DISLIKE by public id
     */
    private function mergeReactions(User $user, array $values): void
    {
        if ($values === []) {
            return;
        }

        $videos = $this->watchableVideos($user, array_keys($values))->keyBy('id');
        $type = (new Video)->getMorphClass();
        $existing = Reaction::query()
            ->where('user_id', $user->id)
            ->where('reactable_type', $type)
            ->whereIn('reactable_id', $videos->keys())
            ->pluck('value', 'reactable_id');

        $now = now();
        $new = [];
        $toLike = [];
        foreach ($videos as $id => $video) {
            $value = $values[$video->public_id];
            $known = $existing->has($id) ? (int) $existing->get($id) : null;

            if ($known === null) {
                $new[] = ['user_id' => $user->id, 'reactable_type' => $type, 'reactable_id' => $id, 'value' => $value, 'created_at' => $now, 'updated_at' => $now];
            } elseif ($known !== $value && $value === Reaction::LIKE) {
                $toLike[] = $id;
            }
        }

        if ($new === [] && $toLike === []) {
            return;
        }

        DB::transaction(function () use ($user, $type, $new, $toLike) {
            Reaction::query()->insertOrIgnore($new);
            Reaction::query()->where('user_id', $user->id)->where('reactable_type', $type)->whereIn('reactable_id', $toLike)
                ->update(['value' => Reaction::LIKE, 'updated_at' => now()]);
            $this->recountReactions([...array_column($new, 'reactable_id'), ...$toLike]);
        });
    }

    /**
     * @param  list<string>  $publicIds
     */
    private function mergeNotInterested(User $user, array $publicIds): void
    {
        if ($publicIds === []) {
            return;
        }

        $now = now();
        NotInterestedVideo::query()->insertOrIgnore($this->watchableVideos($user, $publicIds)
            ->map(fn (Video $video) => ['user_id' => $user->id, 'video_id' => $video->id, 'created_at' => $now])
            ->all());
    }

    private function mergeSettings(User $user, mixed $settings): void
    {
        if (! is_array($settings) || $settings === []) {
            return;
        }

        $user->settings = $user->settings->withMissingFrom($settings);
        $user->save();
    }

    /**
     * Sets the videos' like and dislike counts from their reaction rows, as a bulk write
     * bypasses React's one-by-one counting.
     *
     * @param  list<int>  $videoIds
     */
    private function recountReactions(array $videoIds): void
    {
        $count = fn (int $value) => Reaction::query()
            ->selectRaw('COUNT(*)')
            ->where('reactable_type', (new Video)->getMorphClass())
            ->whereColumn('reactable_id', 'videos.id')
            ->where('value', $value);

        Video::query()->whereKey($videoIds)->toBase()->update([
            'like_count' => $count(Reaction::LIKE),
            'dislike_count' => $count(Reaction::DISLIKE),
        ]);
    }

    /**
     * The videos of these public ids the user may watch (VideoPolicy::view).
     *
     * @param  list<string>  $publicIds
     * @return Collection<int, Video>
     */
    private function watchableVideos(User $user, array $publicIds): Collection
    {
        $query = Video::query();
        $query->select('videos.id', 'videos.public_id', 'videos.duration')->whereIn('public_id', $publicIds);
        LibraryVideos::watchableBy($query, $user);

        return $query->get();
    }

    /**
     * @return array<int, NotificationLevel> channel id => level, first mention wins
     */
    private function subscriptionLevels(mixed $entries): array
    {
        $levels = [];

        foreach ($this->entries($entries, self::MAX_SUBSCRIPTIONS) as $entry) {
            $id = filter_var($entry['channel_id'] ?? null, FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]);

            if ($id === false || isset($levels[$id])) {
                continue;
            }

            $level = is_string($entry['level'] ?? null) ? NotificationLevel::tryFrom($entry['level']) : null;
            $levels[$id] = $level ?? NotificationLevel::All;
        }

        return $levels;
    }

    /**
     * @return array<string, array{watched_at: Carbon, position: int}> by public id; the latest watch of a repeated id wins
     */
    private function historyEntries(mixed $entries): array
    {
        $history = [];
        $now = now();

        foreach ($this->entries($entries, self::MAX_HISTORY) as $entry) {
            $id = self::publicId($entry['video_id'] ?? null);
            $watchedAt = self::time($entry['watched_at'] ?? null);
            $position = filter_var($entry['position'] ?? 0, FILTER_VALIDATE_INT, ['options' => ['min_range' => 0]]);

            if ($id === null || $watchedAt === null || $position === false) {
                continue;
            }

            // A clock ahead of ours must not pin the entry above every later watch.
            $watchedAt = $watchedAt->min($now);

            if (! isset($history[$id]) || $watchedAt->gt($history[$id]['watched_at'])) {
                $history[$id] = ['watched_at' => $watchedAt, 'position' => $position];
            }
        }

        return $history;
    }

    /**
     * @return array<string, int> public id => Reaction::LIKE or DISLIKE, first mention wins
     */
    private function reactionValues(mixed $entries): array
    {
        $values = [];

        foreach ($this->entries($entries, self::MAX_REACTIONS) as $entry) {
            $id = self::publicId($entry['video_id'] ?? null);
            $value = match ($entry['type'] ?? null) {
                'like' => Reaction::LIKE,
                'dislike' => Reaction::DISLIKE,
                default => null,
            };

            if ($id !== null && $value !== null && ! isset($values[$id])) {
                $values[$id] = $value;
            }
        }

        return $values;
    }

    /**
     * @return list<string> public ids
     */
    private function notInterestedIds(mixed $ids): array
    {
        if (! is_array($ids)) {
            return [];
        }

        return array_values(array_unique(array_filter(
            array_map(self::publicId(...), array_slice($ids, 0, self::MAX_NOT_INTERESTED)),
        )));
    }

    /**
     * The array entries of a list, up to $max of them; none for anything but a list.
     *
     * @return list<array<array-key, mixed>>
     */
    private function entries(mixed $list, int $max): array
    {
        if (! is_array($list)) {
            return [];
        }

        return array_values(array_filter(array_slice($list, 0, $max), 'is_array'));
    }

    private static function publicId(mixed $value): ?string
    {
        return is_string($value) && preg_match('/^[A-Za-z0-9_-]{11}$/', $value) === 1 ? $value : null;
    }

    private static function time(mixed $value): ?Carbon
    {
        if (! is_string($value) || strlen($value) > 40 || preg_match('/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/', $value) !== 1) {
            return null;
        }

        try {
            return Carbon::parse($value)->utc();
        } catch (Throwable) {
            return null;
        }
    }
}

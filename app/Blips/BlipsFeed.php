<?php

namespace App\Blips;

use App\Enums\VideoKind;
use App\Models\NotInterestedVideo;
use App\Models\Reaction;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use Carbon\CarbonInterface;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Carbon;

/**
 * The blips feed: public blips, one screen each, three to a page. It mixes two streams
 * turn about, the freshest blips (published in the last FRESH_DAYS, newest first) and the
 * most-watched older ones, so it starts with what is new and what is popular. The streams
 * never overlap, and each is read with a keyset after where the last page stopped
 * (FeedCursor), so a page costs the same few indexed queries however deep one scrolls.
 *
 * A `?v=` blip opens the feed and the streams leave it out; blips the viewer marked "Not
 * interested" never show.
 */
class BlipsFeed
{
    public const PER_PAGE = 3;

    public const FRESH_DAYS = 7;

    /** Videos by kind, visibility and views (and id, SQLite's rowid, after them). */
    private const POPULARITY_INDEX = 'videos_kind_popularity_index';

    /**
     * The blip a `?v=` id names, when it is one this viewer may find in the feed; null for
     * anything else (so the page falls back to the plain feed).
     */
    public function start(mixed $publicId, ?User $user): ?Video
    {
        if (! is_string($publicId) || preg_match('/^[A-Za-z0-9_-]{11}$/', $publicId) !== 1) {
            return null;
        }

        return $this->blips($user)->with('channel')->where('public_id', $publicId)->first();
    }

    public function page(FeedCursor $cursor, ?Video $start, ?User $user): BlipsPage
    {
        $freshSince = now()->subDays(self::FRESH_DAYS);
        $fresh = $this->stream($cursor->fresh, fn () => $this->fresh($freshSince, $start, $user, $cursor->fresh));
        $popular = $this->stream($cursor->popular, fn () => $this->popular($freshSince, $start, $user, $cursor->popular));

        [$items, $next] = $this->interleave($cursor, $fresh, $popular);

        if ($start !== null && $cursor->isStart()) {
            $items->prepend($start);
        }

        $items->loadMissing('channel');

        return new BlipsPage($items, $this->reactions($items, $user), $this->subscriptions($items, $user), $next, $cursor);
    }

    /**
     * Takes blips turn about from the two streams (either one alone once the other is
     * exhausted) and works out where each stream stands afterwards.
     *
     * @param  Collection<int, Video>  $fresh
     * @param  Collection<int, Video>  $popular
     * @return array{Collection<int, Video>, FeedCursor|null}
     */
    private function interleave(FeedCursor $cursor, Collection $fresh, Collection $popular): array
    {
        /** @var Collection<int, Video> $items */
        $items = new Collection;
        $turn = $cursor->turn;
        $takenFresh = 0;
        $takenPopular = 0;

        while ($items->count() < self::PER_PAGE && ($takenFresh < $fresh->count() || $takenPopular < $popular->count())) {
            $fromFresh = $takenPopular >= $popular->count() || ($turn === 'fresh' && $takenFresh < $fresh->count());

            if ($fromFresh) {
                $items->push($fresh[$takenFresh++]);
                $turn = 'popular';
            } else {
                $items->push($popular[$takenPopular++]);
                $turn = 'fresh';
            }
        }

        if ($items->isEmpty()) {
            return [$items, null];
        }

        $next = new FeedCursor(
            $this->after($cursor->fresh, $fresh, $takenFresh, fn (Video $video) => [$video->published_at?->getTimestamp() ?? 0, $video->id]),
            $this->after($cursor->popular, $popular, $takenPopular, fn (Video $video) => [$video->view_count, $video->id]),
            $turn,
        );

        return [$items, $next->isExhausted() ? null : $next];
    }

    /**
     * @param  array{int, int}|FeedCursor::EXHAUSTED|null  $before
     * @param  Collection<int, Video>  $fetched
     * @param  callable(Video): array{int, int}  $key
     * @return array{int, int}|FeedCursor::EXHAUSTED|null
     */
    private function after(array|string|null $before, Collection $fetched, int $taken, callable $key): array|string|null
    {
        // Everything the stream had left was shown: it is done.
        if ($taken === $fetched->count() && $fetched->count() < self::PER_PAGE) {
            return FeedCursor::EXHAUSTED;
        }

        return $taken === 0 ? $before : $key($fetched[$taken - 1]);
    }

    /**
     * @param  array{int, int}|FeedCursor::EXHAUSTED|null  $position
     * @param  callable(): Collection<int, Video>  $read
     * @return Collection<int, Video>
     */
    private function stream(array|string|null $position, callable $read): Collection
    {
        return $position === FeedCursor::EXHAUSTED ? new Collection : $read();
    }

    /**
     * @param  array{int, int}|null  $after
     * @return Collection<int, Video>
     */
    private function fresh(CarbonInterface $since, ?Video $start, ?User $user, ?array $after): Collection
    {
        $query = $this->candidates($start, $user)
            ->where('published_at', '>', $since)
            ->orderByDesc('published_at')
            ->orderByDesc('id');

        if ($after !== null) {
            $query->whereRowValues(['published_at', 'id'], '<', [Carbon::createFromTimestamp($after[0])->toDateTimeString(), $after[1]]);
        }

        return $query->limit(self::PER_PAGE)->get();
    }

    /**
     * @param  array{int, int}|null  $after
     * @return Collection<int, Video>
     */
    private function popular(CarbonInterface $freshSince, ?Video $start, ?User $user, ?array $after): Collection
    {
        $query = $this->candidates($start, $user);
        // Read down the popularity index, stopping at the page's last blip. SQLite's planner
        // takes the index of kind, status, visibility and date instead, since it leaves fewer
        // rows to look at, and then sorts every older blip: 2 ms a page at 2,000 blips, against
        // 0.2 ms. PostgreSQL weighs the LIMIT itself, and takes no hints.
        if ($query->getModel()->getConnection()->getDriverName() === 'sqlite') {
            $query->forceIndex(self::POPULARITY_INDEX);
        }
        $query->where('published_at', '<=', $freshSince)
            ->orderByDesc('view_count')
            ->orderByDesc('id');

        if ($after !== null) {
            $query->whereRowValues(['view_count', 'id'], '<', $after);
        }

        return $query->limit(self::PER_PAGE)->get();
    }

    /**
     * @return Builder<Video>
     */
    private function candidates(?Video $start, ?User $user): Builder
    {
        $query = $this->blips($user);

        if ($start !== null) {
            $query->whereKeyNot($start->id);
        }

        return $query;
    }

    /**
     * Public, published blips, less those this viewer is not interested in. Unlisted and
     * private ones never show, not even to their owner: the feed is everyone's.
     *
     * @return Builder<Video>
     */
    private function blips(?User $user): Builder
    {
        $query = Video::query()->scopes(['published', 'ofKind' => [VideoKind::Short]]);

        if ($user !== null) {
            $query->whereNotIn('id', NotInterestedVideo::idsFor($user));
        }

        return $query;
    }

    /**
     * @param  Collection<int, Video>  $items
     * @return array<int, 'like'|'dislike'> by video id
     */
    private function reactions(Collection $items, ?User $user): array
    {
        if ($user === null || $items->isEmpty()) {
            return [];
        }

        return Reaction::query()
            ->where('user_id', $user->id)
            ->where('reactable_type', (new Video)->getMorphClass())
            ->whereIn('reactable_id', $items->modelKeys())
            ->pluck('value', 'reactable_id')
            ->map(fn (int $value) => $value === Reaction::LIKE ? 'like' : 'dislike')
            ->all();
    }

    /**
     * @param  Collection<int, Video>  $items
     * @return array<int, string> notification level by channel id
     */
    private function subscriptions(Collection $items, ?User $user): array
    {
        if ($user === null || $items->isEmpty()) {
            return [];
        }

        return Subscription::query()->toBase()
            ->where('user_id', $user->id)
            ->whereIn('channel_id', $items->pluck('channel_id')->unique()->values())
            ->pluck('notification_level', 'channel_id')
            ->all();
    }
}

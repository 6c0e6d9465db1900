<?php

namespace App\Library;

use App\Enums\VideoKind;
use App\Models\Channel;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use Illuminate\Contracts\Pagination\CursorPaginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\Request;
use Illuminate\Pagination\Cursor;

/**
 * The Subscriptions page: the newest videos of the channels a viewer subscribes to, and those
 * channels (filtered by name or description, A to Z) with their latest upload and the
 * viewer's notification level. A signed-out visitor's subscriptions live in their browser,
 * which sends the channel ids (`?channels=`) to be shown.
 */
class SubscriptionsPage
{
    public const VIDEOS_PER_PAGE = 24;

    public const CHANNELS_PER_PAGE = 24;

    /** As many as a guest's browser may send (MergeGuestLibrary takes no more either). */
    public const GUEST_MAX = 500;

    /** The feed's order, newest first, and the types of its cursor's columns. */
    private const FEED_ORDER = ['published_at' => 'datetime', 'id' => 'int'];

    /**
     * The subscribed channels' ids: a user's (as a subquery on their subscriptions alone), or
     * the ones a guest's browser sent.
     *
     * @return Builder<Subscription>|list<int>
     */
    private function subscribedIds(?User $user, mixed $guestIds): Builder|array
    {
        if ($user === null) {
            return GuestIds::channels($guestIds, self::GUEST_MAX);
        }

        $ids = Subscription::query();
        $ids->select('channel_id')->where('user_id', $user->id);

        return $ids;
    }

    /**
     * @return Builder<Channel>
     */
    private function subscribed(?User $user, mixed $guestIds): Builder
    {
        $channels = Channel::query();
        $channels->whereIn('channels.id', $this->subscribedIds($user, $guestIds));

        return $channels;
    }

    /**
     * Published videos (live streams included, blips have their own feed), newest first.
     *
     * @return CursorPaginator<int, Video>
     */
    public function videos(?User $user, mixed $guestIds, Request $request): CursorPaginator
    {
        $query = LibraryVideos::cards();
        $query->orderByDesc('published_at')->orderByDesc('id');

        // SQLite stops reading a subscribed channel's videos once they are older than the page
        // it has filled. PostgreSQL would sort every video of every subscribed channel (a
        // quarter of a second for 300 channels at 100,000 videos), so it gets each channel's
        // newest page through a lateral join, and the page is the newest of those.
        if ($query->getModel()->getConnection()->getDriverName() === 'sqlite') {
            $this->constrainToFeed($query)->whereIn('channel_id', $this->subscribedIds($user, $guestIds));
        } else {
            $query->whereIn('videos.id', $this->newestPagePerChannel($user, $guestIds, LibraryCursor::from($request, self::FEED_ORDER)));
        }

        return LibraryCursor::paginate($query, self::VIDEOS_PER_PAGE, $request, self::FEED_ORDER);
    }

    /**
     * The ids of the page after (or before) the cursor, from the newest page of each
     * subscribed channel.
     *
     * @return Builder<Channel>
     */
    private function newestPagePerChannel(?User $user, mixed $guestIds, ?Cursor $cursor): Builder
    {
        $backwards = $cursor?->pointsToPreviousItems() ?? false;
        $direction = $backwards ? 'asc' : 'desc';
        $pageSize = self::VIDEOS_PER_PAGE + 1;

        $newest = $this->constrainToFeed(Video::query());
        $newest->select('videos.id', 'videos.published_at')
            ->whereColumn('videos.channel_id', 'channels.id')
            ->orderBy('videos.published_at', $direction)
            ->orderBy('videos.id', $direction)
            ->limit($pageSize);
        if ($cursor !== null) {
            $newest->whereRowValues(['videos.published_at', 'videos.id'], $backwards ? '>' : '<', [$cursor->parameter('published_at'), $cursor->parameter('id')]);
        }

        $channels = $this->subscribed($user, $guestIds);
        $channels->joinLateral($newest, 'newest')
            ->select('newest.id')
            ->orderBy('newest.published_at', $direction)
            ->orderBy('newest.id', $direction)
            ->limit($pageSize);

        return $channels;
    }

    /**
     * What the feed shows of a channel: its published videos and live streams.
     *
     * @param  Builder<Video>  $videos
     * @return Builder<Video>
     */
    private function constrainToFeed(Builder $videos): Builder
    {
        return $videos->scopes(['published'])->where('kind', '!=', VideoKind::Short);
    }

    /**
     * The channels matching the filter, A to Z whatever the case, in keyset pages (an
     * unsubscribe never shifts the next page), each with the id of its latest upload, then
     * those uploads in one query.
     *
     * @return CursorPaginator<int, Channel>
     */
    public function channels(?User $user, mixed $guestIds, string $filter, Request $request): CursorPaginator
    {
        $latest = Video::query()->scopes(['published']);
        $latest->select('id')
            ->whereColumn('channel_id', 'channels.id')
            ->latest('published_at')
            ->orderByDesc('id')
            ->limit(1);

        $query = $this->matching($this->subscribed($user, $guestIds), $filter);
        $query->select('channels.*')
            ->selectRaw('lower(channels.name) as sort_name')
            ->addSelect(['latest_video_id' => $latest])
            ->orderByRaw('lower(channels.name)')
            ->orderBy('channels.id');

        if ($user !== null) {
            $query->addSelect(['notification_level' => Subscription::query()->select('notification_level')
                ->whereColumn('channel_id', 'channels.id')
                ->where('user_id', $user->id)
                ->limit(1)]);
        }

        $channels = LibraryCursor::paginateAfter($query, 'lower(channels.name)', 'channels.id', self::CHANNELS_PER_PAGE, $request, ['sort_name' => 'string', 'id' => 'int']);

        $uploads = Video::query()->whereKey(collect($channels->items())->pluck('latest_video_id')->filter())->get()->keyBy('id');
        foreach ($channels->items() as $channel) {
            $channel->setRelation('latestUpload', $uploads->get($channel->getAttribute('latest_video_id')));
        }

        return $channels;
    }

    /**
     * How many subscribed channels match the filter (all of them for a blank one).
     */
    public function count(?User $user, mixed $guestIds, string $filter): int
    {
        return $this->matching($this->subscribed($user, $guestIds), $filter)->count();
    }

    /**
     * Spec §5: a case-insensitive substring of the name or the description.
     *
     * @param  Builder<Channel>  $channels
     * @return Builder<Channel>
     */
    private function matching(Builder $channels, string $filter): Builder
    {
        $pattern = LibraryVideos::pattern($filter);

        if ($pattern !== null) {
            $channels->where(fn (Builder $where) => $where
                ->whereRaw("lower(channels.name) LIKE ? ESCAPE '!'", [$pattern])
                ->orWhereRaw("lower(coalesce(channels.description, '')) LIKE ? ESCAPE '!'", [$pattern]));
        }

        return $channels;
    }
}

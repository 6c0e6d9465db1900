<?php

namespace App\Channels;

use App\Enums\NotificationLevel;
use App\Enums\VideoKind;
use App\Enums\Visibility;
use App\Http\Resources\CachedResourcePage;
use App\Http\Resources\ChannelAboutResource;
use App\Http\Resources\ChannelCardResource;
use App\Http\Resources\CommunityPostResource;
use App\Http\Resources\PlaylistCardResource;
use App\Http\Resources\VideoCardResource;
use App\Library\LibraryVideos;
use App\Models\Channel;
use App\Models\ChannelHandleRedirect;
use App\Models\CommunityPost;
use App\Models\Playlist;
use App\Models\Reaction;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use Illuminate\Contracts\Pagination\Paginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Http\Exceptions\HttpResponseException;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Str;
use Inertia\Inertia;

/**
 * The public channel page: finding the channel and the content of each tab. Lists hold
 * published public videos only, also for the channel's owner (the studio lists the rest).
 */
class ChannelPage
{
    public const VIDEOS_PER_PAGE = 24;

    public const PLAYLISTS_PER_PAGE = 24;

    public const POSTS_PER_PAGE = 10;

    public const RECENT_UPLOADS = 8;

    public const SUBSCRIPTIONS_PER_PAGE = 24;

    /**
     * Seconds a channel's video count and total views are reused. Both read every listed
     * video of the channel (thousands for a big one) on each visit otherwise; a count a
     * few minutes behind is what visitors expect of such figures. Subscribers stay live,
     * so subscribing updates the header at once.
     */
    public const STATS_TTL = 300;

    /**
     * Seconds the Home and Videos tabs' cards are reused. Saving or deleting one of the
     * channel's videos starts a new generation of them at once; only view counts lag.
     */
    public const LISTING_TTL = 60;

    /** @var array<string, string|null> the visitor's subscription level, by user and channel */
    private array $levels = [];

    /**
     * A channel by its canonical address, "@handle" in lower case, with its video count; 404
     * for an unknown one. Any other address of it (a bare handle, another case, the numeric
     * id; a bare number means the id first, then a handle) moves permanently to the canonical
     * one, and a handle the channel gave up lately redirects for now to its current one, both
     * with the same query.
     *
     * @throws HttpResponseException with the redirect to the channel's canonical address
     */
    public function find(string $key, string $query = ''): Channel
    {
        $byHandle = str_starts_with($key, '@');
        $handle = strtolower($byHandle ? substr($key, 1) : $key);
        $id = ! $byHandle && ctype_digit($key) ? (int) $key : null;

        $builder = Channel::query();
        $builder->where(function (Builder $where) use ($handle, $id) {
            $where->where('handle', $handle);
            if ($id !== null) {
                $where->orWhere('id', $id);
            }
        });
        if ($id !== null) {
            $builder->orderByRaw('CASE WHEN id = ? THEN 0 ELSE 1 END', [$id]);
        }
        $channel = $builder->first();

        if ($channel === null) {
            $this->redirectOldHandle($handle, $query);
        }
        if ($key !== '@'.$channel->handle) {
            self::redirectToCanonical($channel->handle, $query, 301);
        }

        $channel->setAttribute('video_count', Cache::remember(
            "channel:{$channel->id}:video-count",
            self::STATS_TTL,
            fn () => self::listedVideos($channel)->count(),
        ));

        return $channel;
    }

    /**
     * Sends the visitor on to the channel that gave up $handle lately; 404 when none did.
     * Temporary (302), since the handle becomes free for anyone once the redirect expires.
     */
    private function redirectOldHandle(string $handle, string $query): never
    {
        $redirect = ChannelHandleRedirect::active()->where('old_handle', $handle)->with('channel:id,handle')->first();

        abort_if($redirect === null, 404);

        self::redirectToCanonical($redirect->channel->handle, $query, 302);
    }

    private static function redirectToCanonical(string $handle, string $query, int $status): never
    {
        $url = route('channel', ['channel' => '@'.$handle]);

        throw new HttpResponseException(redirect()->to($query === '' ? $url : "{$url}?{$query}", $status));
    }

    /**
     * The tab's prop: a closure or an infinite-scroll prop, resolved only when sent. The Home
     * tab's spotlight depends on whether the visitor subscribes.
     */
    public function tab(Channel $channel, ChannelTab $tab, ?User $visitor = null): mixed
    {
        return match ($tab) {
            ChannelTab::Home => fn () => $this->homeFor(
                Cache::remember(self::listingKey($channel->id, 'home'), self::LISTING_TTL, fn () => $this->home($channel)),
                $this->subscriptionLevel($channel, $visitor) !== null,
            ),
            ChannelTab::Videos => Inertia::scroll(fn () => CachedResourcePage::remember(
                self::listingKey($channel->id, 'videos'),
                self::LISTING_TTL,
                fn () => $this->videos($channel),
                VideoCardResource::class,
            )),
            ChannelTab::Playlists => Inertia::scroll(fn () => PlaylistCardResource::collection($this->playlists($channel))),
            ChannelTab::Community => Inertia::scroll(fn () => CommunityPostResource::collection($this->posts($channel))),
            ChannelTab::About => fn () => new ChannelAboutResource($channel, $this->totalViews($channel)),
            ChannelTab::Subscriptions => Inertia::scroll(fn () => ChannelCardResource::collection($this->subscriptions($channel))),
            ChannelTab::Liked => Inertia::scroll(fn () => VideoCardResource::collection($this->likedVideos($channel))),
        };
    }

    /**
     * The tabs this visitor sees: the owner's subscriptions and liked videos are shown to
     * others only while the owner's privacy settings show them; the owner always sees them.
     *
     * @return list<ChannelTab>
     */
    public function tabs(Channel $channel, ?User $visitor): array
    {
        $owner = $visitor !== null && $channel->user_id === $visitor->id;
        $settings = $channel->loadMissing('user')->user->settings;

        return array_values(array_filter(ChannelTab::cases(), fn (ChannelTab $tab) => match ($tab) {
            ChannelTab::Subscriptions => $owner || $settings->showsSubscriptions(),
            ChannelTab::Liked => $owner || $settings->showsLikedVideos(),
            default => true,
        }));
    }

    /**
     * The owner's tabs that only the owner sees now (their privacy settings keep them from others).
     *
     * @return list<ChannelTab>
     */
    public function privateTabs(Channel $channel, ?User $visitor): array
    {
        return $visitor !== null && $channel->user_id === $visitor->id
            ? array_values(array_diff_key(
                [ChannelTab::Subscriptions->value => ChannelTab::Subscriptions, ChannelTab::Liked->value => ChannelTab::Liked],
                array_flip(array_map(fn (ChannelTab $tab) => $tab->value, $this->tabs($channel, null))),
            ))
            : [];
    }

    /**
     * What the SubscribeButton needs to know about the visitor (guests keep theirs in the browser).
     *
     * @return array{subscription: string|null, isOwner: bool}
     */
    public function viewer(Channel $channel, ?User $user): array
    {
        return [
            'subscription' => $this->subscriptionLevel($channel, $user),
            'isOwner' => $user !== null && $channel->user_id === $user->id,
        ];
    }

    /**
     * The signed-in visitor's notification level for the channel, null when they do not
     * subscribe; asked once per request, though the header and the Home tab both need it.
     */
    private function subscriptionLevel(Channel $channel, ?User $user): ?string
    {
        if ($user === null) {
            return null;
        }

        $key = "{$user->id}:{$channel->id}";
        if (! array_key_exists($key, $this->levels)) {
            $level = Subscription::query()
                ->where('user_id', $user->id)
                ->where('channel_id', $channel->id)
                ->value('notification_level');
            $this->levels[$key] = $level instanceof NotificationLevel ? $level->value : (is_string($level) ? $level : null);
        }

        return $this->levels[$key];
    }

    /**
     * The Home tab for one visitor: a subscriber sees the spotlight for returning subscribers.
     *
     * @param  array{featured: array<string, mixed>|null, featured_for_returning: array<string, mixed>|null, recent: array<array-key, mixed>, featured_channels: array<array-key, mixed>}  $home
     * @return array{featured: array<string, mixed>|null, recent: array<array-key, mixed>, featured_channels: array<array-key, mixed>}
     */
    private function homeFor(array $home, bool $subscribed): array
    {
        return [
            'featured' => $subscribed ? $home['featured_for_returning'] : $home['featured'],
            'recent' => $home['recent'],
            'featured_channels' => $home['featured_channels'],
        ];
    }

    /**
     * What every visitor's Home tab is made of: the spotlight for visitors who do not
     * subscribe (the video the owner chose, else the latest), the one for returning
     * subscribers (their own choice, else the same), the recent uploads and the featured
     * channels.
     *
     * @return array{featured: array<string, mixed>|null, featured_for_returning: array<string, mixed>|null, recent: array<array-key, mixed>, featured_channels: array<array-key, mixed>}
     */
    private function home(Channel $channel): array
    {
        // One more than shown, so the list stays full when the latest becomes the featured video.
        $query = self::listedVideos($channel);
        $query->latest('published_at')->orderByDesc('id')->limit(self::RECENT_UPLOADS + 1);
        $recent = $query->get();

        $chosen = array_values(array_filter([$channel->featured_video_id, $channel->featured_video_for_returning_id]));
        $missing = array_diff($chosen, $recent->modelKeys());
        $spotlights = $recent->concat($missing === [] ? [] : self::listedVideos($channel)->whereKey($missing)->get());

        $chosenVideo = fn (?int $id) => $id === null ? null : $spotlights->firstWhere('id', $id);
        $featured = $chosenVideo($channel->featured_video_id) ?? $recent->first();
        $returning = $chosenVideo($channel->featured_video_for_returning_id) ?? $featured;

        $recent = $recent->reject(fn (Video $video) => $video->is($featured))->take(self::RECENT_UPLOADS)->values();
        foreach ([...$recent, $featured, $returning] as $video) {
            $video?->setRelation('channel', $channel);
        }

        return [
            'featured' => self::spotlight($featured),
            'featured_for_returning' => self::spotlight($returning),
            'recent' => VideoCardResource::collection($recent)->resolve(),
            'featured_channels' => $channel->show_related_channels
                ? ChannelCardResource::collection(self::featuredChannels($channel))->resolve()
                : [],
        ];
    }

    /**
     * @return array<string, mixed>|null
     */
    private static function spotlight(?Video $video): ?array
    {
        return $video === null ? null : [
            ...(new VideoCardResource($video))->resolve(),
            'description' => $video->description,
        ];
    }

    /**
     * The channels the owner features, in their order; deleted ones drop out.
     *
     * @return Collection<int, Channel>
     */
    public static function featuredChannels(Channel $channel): Collection
    {
        $ids = $channel->featured_channels ?? [];
        if ($ids === []) {
            return new Collection;
        }

        $channels = Channel::query()->whereKey($ids)->get()->keyBy('id');

        return new Collection(array_values(array_filter(array_map(fn (int $id) => $channels->get($id), $ids))));
    }

    /**
     * The channels the owner subscribes to, newest first (the Subscriptions tab; who may see
     * it is tabs()'s to say).
     *
     * @return Paginator<int, Channel>
     */
    private function subscriptions(Channel $channel): Paginator
    {
        return Channel::query()
            ->join('subscriptions', 'subscriptions.channel_id', '=', 'channels.id')
            ->where('subscriptions.user_id', $channel->user_id)
            ->orderByDesc('subscriptions.created_at')
            ->orderByDesc('subscriptions.id')
            ->select('channels.*')
            ->simplePaginate(self::SUBSCRIPTIONS_PER_PAGE);
    }

    /**
     * The public videos the owner likes, newest like first (the Liked videos tab); blips too,
     * as the owner's Liked videos page has them.
     *
     * @return Paginator<int, Video>
     */
    private function likedVideos(Channel $channel): Paginator
    {
        $query = LibraryVideos::cards();
        $query->join('reactions', 'reactions.reactable_id', '=', 'videos.id')
            ->where('reactions.user_id', $channel->user_id)
            ->where('reactions.reactable_type', (new Video)->getMorphClass())
            ->where('reactions.value', Reaction::LIKE)
            ->orderByDesc('reactions.created_at')
            ->orderByDesc('reactions.id');
        $query->scopes(['published']);

        return $query->simplePaginate(self::VIDEOS_PER_PAGE);
    }

    /**
     * Starts a new generation of the channel's cached Home and Videos tabs.
     */
    public static function forgetListings(int $channelId): void
    {
        Cache::forever("channel:{$channelId}:listing-generation", Str::random(16));
    }

    private static function listingKey(int $channelId, string $tab): string
    {
        $generation = Cache::get("channel:{$channelId}:listing-generation", '');

        return "channel:{$channelId}:{$tab}:{$generation}";
    }

    /**
     * The channel is the same for every card: it is set rather than queried again.
     *
     * @return Paginator<int, Video>
     */
    private function videos(Channel $channel): Paginator
    {
        $query = self::listedVideos($channel);
        $query->latest('published_at')->orderByDesc('id');
        $videos = $query->simplePaginate(self::VIDEOS_PER_PAGE);

        foreach ($videos->items() as $video) {
            $video->setRelation('channel', $channel);
        }

        return $videos;
    }

    /**
     * Public playlists, newest first, each with the thumbnail of its first video.
     *
     * @return Paginator<int, Playlist>
     */
    private function playlists(Channel $channel): Paginator
    {
        $firstThumbnail = Video::query()
            ->select('videos.thumbnail_path')
            ->join('playlist_items', 'playlist_items.video_id', '=', 'videos.id')
            ->whereColumn('playlist_items.playlist_id', 'playlists.id')
            ->orderBy('playlist_items.position')
            ->limit(1);

        $query = Playlist::query()->where('channel_id', $channel->id)->where('visibility', Visibility::Public);
        $query->select('playlists.*')->addSelect(['thumbnail_path' => $firstThumbnail])->latest()->orderByDesc('id');

        return $query->simplePaginate(self::PLAYLISTS_PER_PAGE);
    }

    /**
     * @return Paginator<int, CommunityPost>
     */
    private function posts(Channel $channel): Paginator
    {
        $query = CommunityPost::query()->where('channel_id', $channel->id);
        $query->whereNotNull('published_at')->where('published_at', '<=', now())->latest('published_at')->orderByDesc('id');

        return $query->simplePaginate(self::POSTS_PER_PAGE);
    }

    private function totalViews(Channel $channel): int
    {
        return Cache::remember("channel:{$channel->id}:total-views", self::STATS_TTL, function () use ($channel) {
            $query = Video::query()->where('channel_id', $channel->id);
            $query->scopes(['published']);

            return (int) $query->sum('view_count');
        });
    }

    /**
     * What the channel lists: published public videos and live streams. Blips have their
     * own feed.
     *
     * @param  Builder<Video>  $videos
     * @return Builder<Video>
     */
    private static function listed(Builder $videos): Builder
    {
        $videos->scopes(['published'])->where('kind', '!=', VideoKind::Short);

        return $videos;
    }

    /**
     * The channel's videos its page lists, and so the ones its owner may put in the spotlight.
     *
     * @return Builder<Video>
     */
    public static function listedVideos(Channel $channel): Builder
    {
        return self::listed(Video::query()->where('channel_id', $channel->id));
    }
}

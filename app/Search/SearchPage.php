<?php

namespace App\Search;

use App\Http\Resources\ChannelCardResource;
use App\Http\Resources\VideoCardResource;
use App\Models\Channel;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use Illuminate\Contracts\Pagination\Paginator as PaginatorContract;
use Illuminate\Pagination\Paginator;
use Illuminate\Support\Facades\Cache;

/**
 * What the search results page shows for a query and its filters: the channels heading an
 * unfiltered search, one page of video rows (each with its description snippet), or, with the
 * Channel type, one page of channel rows.
 *
 * The rows are cached as the page sends them (SearchCache); the viewer's own part, which
 * channels they subscribe to, is added to each request's rows afterwards.
 */
final class SearchPage
{
    public function __construct(private readonly CatalogueSearch $search)
    {
    }

    /**
     * The channels above the videos: only for an unfiltered search's first page.
     *
     * @return list<array<string, mixed>>
     */
    public function topChannels(SearchTerms $terms, SearchFilters $filters, ?User $viewer): array
    {
        if ($filters->narrows() || $filters->page > 1) {
            return [];
        }

        $channels = SearchCache::remember($terms, 'channels', fn () => ChannelCardResource::collection($this->search->channels($terms))->resolve());

        return $this->withSubscriptions(array_values($channels), $viewer);
    }

    /**
     * @return Paginator<int, array<string, mixed>>
     */
    public function videos(SearchTerms $terms, SearchFilters $filters): Paginator
    {
        return $this->cachedPage($terms, $filters, 'videos', fn () => $this->search->videos($terms, $filters), fn (Video $video) => [
            ...(new VideoCardResource($video))->resolve(),
            'snippet' => Snippet::of($video->description, $terms),
        ]);
    }

    /**
     * @return Paginator<int, array<string, mixed>>
     */
    public function channels(SearchTerms $terms, SearchFilters $filters, ?User $viewer): Paginator
    {
        $page = $this->cachedPage($terms, $filters, 'channel-page', fn () => $this->search->channelPage($terms, $filters->page), fn (Channel $channel) => (new ChannelCardResource($channel))->resolve());

        /** @var list<array<string, mixed>> $rows */
        $rows = array_values($page->items());

        return $this->paginator($this->withSubscriptions($rows, $viewer), $filters->page, $page->hasMorePages());
    }

    /**
     * One page of rows, from the cache when the same search and filters were asked lately.
     *
     * @template TModel
     *
     * @param  \Closure(): PaginatorContract<int, TModel>  $build
     * @param  \Closure(TModel): array<string, mixed>  $row
     * @return Paginator<int, array<string, mixed>>
     */
    private function cachedPage(SearchTerms $terms, SearchFilters $filters, string $part, \Closure $build, \Closure $row): Paginator
    {
        $key = SearchCache::key($terms, $part.':'.http_build_query($filters->toArray()).':'.$filters->page);

        [$rows, $hasMore] = Cache::remember($key, SearchCache::TTL, function () use ($build, $row) {
            $page = $build();

            return [array_map($row, array_values($page->items())), $page->hasMorePages()];
        });

        return $this->paginator($rows, $filters->page, $hasMore);
    }

    /**
     * A page as Inertia's infinite scroll reads it: the page number, and whether another follows.
     *
     * @param  list<array<string, mixed>>  $rows
     * @return Paginator<int, array<string, mixed>>
     */
    private function paginator(array $rows, int $page, bool $hasMore): Paginator
    {
        $options = ['path' => Paginator::resolveCurrentPath(), 'pageName' => 'page'];

        return (new Paginator($rows, CatalogueSearch::PER_PAGE, $page, $options))->hasMorePagesWhen($hasMore);
    }

    /**
     * Each channel row with the viewer's notification level for it (null: not subscribed,
     * or a guest, whose subscriptions live in their browser).
     *
     * @param  list<array<string, mixed>>  $channels
     * @return list<array<string, mixed>>
     */
    private function withSubscriptions(array $channels, ?User $viewer): array
    {
        $levels = $viewer === null || $channels === [] ? collect() : Subscription::query()
            ->where('user_id', $viewer->id)
            ->whereIn('channel_id', array_column($channels, 'id'))
            ->pluck('notification_level', 'channel_id');

        return array_map(fn (array $channel) => [
            ...$channel,
            'subscription' => $levels->get($channel['id'])?->value,
        ], $channels);
    }
}

<?php

namespace App\Search;

use App\Enums\VideoKind;
use App\Models\Channel;
use App\Models\Video;
use Carbon\CarbonImmutable;
use Illuminate\Contracts\Pagination\Paginator;
use Illuminate\Database\Connection;
use Illuminate\Database\Eloquent\Collection;

/**
 * Search over published videos and channels, with the index that suits the database:
 * FTS5 on SQLite, text search on PostgreSQL, LIKE elsewhere.
 */
class CatalogueSearch
{
    public const PER_PAGE = 24;

    public const CHANNEL_LIMIT = 3;

    private readonly VideoIndex $index;

    public function __construct(Connection $connection, ?VideoIndex $index = null)
    {
        $this->index = $index ?? self::indexFor($connection->getDriverName());
    }

    public static function indexFor(string $driver): VideoIndex
    {
        return match ($driver) {
            'sqlite' => new SqliteFullText,
            'pgsql' => new PostgresFullText,
            default => new LikeSearch,
        };
    }

    /**
     * One page of matching published videos, with their channels loaded: best first, or
     * newest or most viewed first as the filters ask, narrowed by type, upload date and
     * duration. A simple paginator: counting every match would cost as much as the search
     * itself.
     *
     * @return Paginator<int, Video>
     */
    public function videos(SearchTerms $terms, SearchFilters $filters = new SearchFilters, int $perPage = self::PER_PAGE): Paginator
    {
        $videos = Video::query()->scopes(['published']);

        if (($kinds = $filters->kinds()) !== null) {
            $videos->whereIn('videos.kind', $kinds);
        }
        if (($since = $filters->publishedSince(CarbonImmutable::now())) !== null) {
            $videos->where('videos.published_at', '>=', $since);
        }
        if (($range = $filters->durationRange()) !== null) {
            // A live stream has no length yet.
            $videos->where('videos.kind', '!=', VideoKind::Live)->where('videos.duration', '>=', $range[0]);
            if ($range[1] !== null) {
                $videos->where('videos.duration', '<', $range[1]);
            }
        }

        $this->index->videos($videos, $terms);

        match ($filters->sort) {
            'date' => $videos->reorder()->orderByDesc('videos.published_at')->orderByDesc('videos.id'),
            'views' => $videos->reorder()->orderByDesc('videos.view_count')->orderByDesc('videos.published_at')->orderByDesc('videos.id'),
            default => null,
        };

        return $videos->with('channel')->simplePaginate($perPage, ['*'], 'page', $filters->page);
    }

    /**
     * The best few matching channels, above the videos.
     *
     * @return Collection<int, Channel>
     */
    public function channels(SearchTerms $terms, int $limit = self::CHANNEL_LIMIT): Collection
    {
        $channels = $this->index->channels(Channel::query(), $terms);
        $channels->limit($limit);

        return $channels->get();
    }

    /**
     * One page of matching channels, best first, for the Channel type filter.
     *
     * @return Paginator<int, Channel>
     */
    public function channelPage(SearchTerms $terms, int $page, int $perPage = self::PER_PAGE): Paginator
    {
        return $this->index->channels(Channel::query(), $terms)->simplePaginate($perPage, ['*'], 'page', $page);
    }
}

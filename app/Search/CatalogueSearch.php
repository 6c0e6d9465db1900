<?php

namespace App\Search;

use App\Models\Channel;
use App\Models\Video;
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
     * One page of matching published videos, best first, with their channels loaded.
     * A simple paginator: counting every match would cost as much as the search itself.
     *
     * @return Paginator<int, Video>
     */
    public function videos(SearchTerms $terms, int $perPage = self::PER_PAGE): Paginator
    {
        return $this->index->videos(Video::query()->scopes(['published']), $terms)
            ->with('channel')
            ->simplePaginate($perPage);
    }

    /**
     * The best few matching channels.
     *
     * @return Collection<int, Channel>
     */
    public function channels(SearchTerms $terms, int $limit = self::CHANNEL_LIMIT): Collection
    {
        $channels = $this->index->channels(Channel::query(), $terms);
        $channels->limit($limit);

        return $channels->get();
    }
}

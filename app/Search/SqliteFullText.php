<?php

namespace App\Search;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Query\Builder as QueryBuilder;
use Illuminate\Support\Facades\DB;

/**
 * SQLite's FTS5 tables (see the create_video_search_index migration), matched by whole words
 * when enough videos hold them all, else by prefixes. Videos rank by where the words were
 * found (all in the title; in the title, channel or tags; anywhere, description included),
 * then by views and recency: three lookups of row ids, with no per-row scoring. (bm25 was
 * dropped: it counts every row of each word to weigh it, which for a word in most of the
 * catalogue cost milliseconds.)
 */
final class SqliteFullText implements VideoIndex
{
    public const TABLE = 'video_search';

    public const CHANNEL_TABLE = 'channel_search';

    /**
     * How many matches are ranked at most: the newest ones by id. A word found in most of
     * the catalogue would otherwise rank every video; this bounds any query's cost, at 20-odd
     * pages of results.
     */
    public const MAX_CANDIDATES = 500;

    public function __construct(private readonly int $maxCandidates = self::MAX_CANDIDATES)
    {
    }

    public function videos(Builder $videos, SearchTerms $terms): Builder
    {
        $wholeWords = self::expression($terms, prefixes: false);
        $expression = $this->enoughMatch($videos->getQuery()->newQuery(), $wholeWords) ? $wholeWords : self::expression($terms);

        // FTS5 walks a match list in rowid order, so ORDER BY rowid with a LIMIT stops early.
        // A candidate is among the newest matches of any column subset too, so the same
        // limit holds in the tier lookups.
        $newest = fn (string $match) => 'SELECT rowid FROM '.self::TABLE.' WHERE '.self::TABLE.' MATCH '.$match
            .' ORDER BY rowid DESC LIMIT '.$this->maxCandidates;

        $tier = 'CASE WHEN videos.id IN ('.$newest('?').') THEN 0 WHEN videos.id IN ('.$newest('?').') THEN 1 ELSE 2 END';

        $videos->select('videos.*')
            ->whereRaw('videos.id IN ('.$newest('?').')', [$expression])
            ->orderByRaw($tier, ['{title} : ('.$expression.')', '{title channel tags} : ('.$expression.')'])
            ->orderByDesc('videos.view_count')
            ->orderByDesc('videos.published_at')
            ->orderByDesc('videos.id');

        return $videos;
    }

    /**
     * Whether $maxCandidates videos match: then whole words fill the candidates, as on
     * PostgreSQL, and the prefixes, which may start many other words, are not looked up.
     */
    private function enoughMatch(QueryBuilder $query, string $expression): bool
    {
        // Whether a match exists past the first $maxCandidates - 1: no row ids come back.
        return $query->from(self::TABLE)->whereRaw(self::TABLE.' MATCH ?', [$expression])
            ->offset($this->maxCandidates - 1)->limit(1)->exists();
    }

    public function channels(Builder $channels, SearchTerms $terms): Builder
    {
        $matches = DB::table(self::CHANNEL_TABLE)
            ->selectRaw('rowid AS channel_id, bm25('.self::CHANNEL_TABLE.') AS score')
            ->whereRaw(self::CHANNEL_TABLE.' MATCH ?', [self::expression($terms)]);

        $channels->select('channels.*')
            ->joinSub($matches, 'matches', 'matches.channel_id', '=', 'channels.id')
            ->orderBy('matches.score');

        return $channels;
    }

    /**
     * Every word as a quoted prefix term ("gui"* finds "guitar"), or without $prefixes as a
     * whole word; FTS5 joins them with AND. The words hold only letters and digits, so the
     * quotes cannot be broken out of.
     */
    public static function expression(SearchTerms $terms, bool $prefixes = true): string
    {
        return implode(' ', array_map(fn (string $word) => '"'.$word.'"'.($prefixes ? '*' : ''), $terms->words));
    }
}

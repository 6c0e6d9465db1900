<?php

namespace App\Search;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Facades\DB;

/**
 * SQLite's FTS5 tables (see the create_video_search_index migration), matched with
 * prefix queries and ranked by bm25 with per-column weights.
 */
final class SqliteFullText implements VideoIndex
{
    public const TABLE = 'video_search';

    public const CHANNEL_TABLE = 'channel_search';

    /**
     * bm25 weights of the title, channel, tags and description columns: within a tier,
     * a channel or tag match outranks a description match.
     */
    private const WEIGHTS = '20.0, 8.0, 5.0, 1.0';

    /**
     * How many matches are ranked at most: the newest ones by id. Ranking scores every
     * candidate, so a word found in most of the catalogue ("the") would otherwise cost a
     * score per video; this keeps any query's cost bounded, at 80-odd pages of results.
     */
    public const MAX_CANDIDATES = 500;

    public function __construct(private readonly int $maxCandidates = self::MAX_CANDIDATES)
    {
    }

    public function videos(Builder $videos, SearchTerms $terms): Builder
    {
        $expression = self::expression($terms);
        // FTS5 walks a match list in rowid order, so ORDER BY rowid with a LIMIT stops
        // early, and bm25 is computed for the rows it returns only.
        $matches = DB::table(self::TABLE)
            ->selectRaw('rowid AS video_id, bm25('.self::TABLE.', '.self::WEIGHTS.') AS score')
            ->whereRaw(self::TABLE.' MATCH ?', [$expression])
            ->orderByDesc('rowid')
            ->limit($this->maxCandidates);

        // Rows whose title holds every word come first. A second lookup limited to the
        // title column costs far less than reading each match's title; the candidates'
        // title matches are all among the newest title matches, so the same limit holds.
        $inTitle = 'CASE WHEN videos.id IN (SELECT rowid FROM '.self::TABLE.' WHERE '.self::TABLE.' MATCH ? '
            .'ORDER BY rowid DESC LIMIT '.$this->maxCandidates.') THEN 0 ELSE 1 END';

        $videos->select('videos.*')
            ->joinSub($matches, 'matches', 'matches.video_id', '=', 'videos.id')
            ->orderByRaw($inTitle, ['{title} : ('.$expression.')'])
            // bm25 is lower for better matches.
            ->orderBy('matches.score')
            ->orderByDesc('videos.view_count')
            ->orderByDesc('videos.published_at');

        return $videos;
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
     * Every word as a quoted prefix term ("gui"* finds "guitar"); FTS5 joins them with AND.
     * The words hold only letters and digits, so the quotes cannot be broken out of.
     */
    public static function expression(SearchTerms $terms): string
    {
        return implode(' ', array_map(fn (string $word) => '"'.$word.'"*', $terms->words));
    }
}

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

    public function videos(Builder $videos, SearchTerms $terms): Builder
    {
        $matches = DB::table(self::TABLE)
            ->selectRaw('rowid AS video_id, bm25('.self::TABLE.', '.self::WEIGHTS.') AS score')
            ->whereRaw(self::TABLE.' MATCH ?', [self::expression($terms)]);

        [$titleFirst, $bindings] = $terms->titleFirst('videos.title');

        $videos->select('videos.*')
            ->joinSub($matches, 'matches', 'matches.video_id', '=', 'videos.id')
            ->orderByRaw($titleFirst, $bindings)
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

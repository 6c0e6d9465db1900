<?php

namespace App\Search;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Query\Builder as QueryBuilder;

/**
 * PostgreSQL's text search: each video's document stored in TABLE, kept by the triggers of
 * the create_video_search_documents_table migration, under a GIN index; channels through the
 * GIN expression index of the create_video_search_index migration, whose expression must stay
 * CHANNEL_DOCUMENT or the planner cannot use it.
 *
 * As on SQLite, at most MAX_CANDIDATES matches are ranked, the newest: a word found in much of
 * the catalogue would otherwise rank every video it is in. Whole-word matches fill them first.
 */
final class PostgresFullText implements VideoIndex
{
    public const TABLE = 'video_search_documents';

    public const CHANNEL_DOCUMENT = "to_tsvector('simple', name || ' ' || handle)";

    public const MAX_CANDIDATES = SqliteFullText::MAX_CANDIDATES;

    public function __construct(private readonly int $maxCandidates = self::MAX_CANDIDATES)
    {
    }

    /**
     * The document of the row $video of videos with its channel, the row $channel of channels:
     * the title weighs most (A), then the channel's name and handle and the tags (B), then the
     * description (D), so a match on the channel alone ranks as a tag match.
     */
    public static function document(string $video, string $channel): string
    {
        return "setweight(to_tsvector('simple', coalesce({$video}.title, '')), 'A') || "
            ."setweight(to_tsvector('simple', {$channel}.name || ' ' || {$channel}.handle), 'B') || "
            ."setweight(to_tsvector('simple', coalesce({$video}.tags::text, '')), 'B') || "
            ."setweight(to_tsvector('simple', coalesce({$video}.description, '')), 'D')";
    }

    public function videos(Builder $videos, SearchTerms $terms): Builder
    {
        $query = self::tsquery($terms);
        [$titleFirst, $bindings] = $terms->titleFirst('videos.title');

        $videos->select('videos.*')
            ->joinSub($this->candidates($videos->getQuery()->newQuery(), $terms), 'matches', 'matches.video_id', '=', 'videos.id')
            ->orderByRaw($titleFirst, $bindings)
            ->orderByRaw("ts_rank(matches.document, to_tsquery('simple', ?)) DESC", [$query])
            ->orderByDesc('videos.view_count')
            ->orderByDesc('videos.published_at');

        return $videos;
    }

    /**
     * The documents to rank: the newest $maxCandidates that hold every word whole when that
     * many do, else the newest that hold every word as a prefix. A whole word is one posting
     * list of the index; a prefix such as "part" unites the lists of every word it starts
     * (parts, party, partner…), which at a million videos was most of a search's time.
     */
    private function candidates(QueryBuilder $query, SearchTerms $terms): QueryBuilder
    {
        $documents = $query->clone()->from(self::TABLE)->select(['video_id', 'document']);
        $whole = $this->newest($query->clone(), self::tsquery($terms, prefixes: false))->pluck('video_id');

        if ($whole->count() === $this->maxCandidates) {
            return $documents->whereIntegerInRaw('video_id', $whole->all());
        }

        return $this->newest($documents, self::tsquery($terms));
    }

    /**
     * For a word in much of the catalogue the planner walks the primary key backwards and
     * stops at the limit; for a rarer one it reads the GIN index.
     */
    private function newest(QueryBuilder $query, string $tsquery): QueryBuilder
    {
        return $query->from(self::TABLE)
            ->whereRaw("document @@ to_tsquery('simple', ?)", [$tsquery])
            ->orderByDesc('video_id')
            ->limit($this->maxCandidates);
    }

    public function channels(Builder $channels, SearchTerms $terms): Builder
    {
        $query = self::tsquery($terms);

        $channels->whereRaw('('.self::CHANNEL_DOCUMENT.") @@ to_tsquery('simple', ?)", [$query])
            ->orderByRaw('ts_rank(('.self::CHANNEL_DOCUMENT."), to_tsquery('simple', ?)) DESC", [$query]);

        return $channels;
    }

    /**
     * Every word as a prefix term (or, without $prefixes, as a whole word), all required.
     * The words hold only letters and digits, so nothing in them is tsquery syntax.
     */
    public static function tsquery(SearchTerms $terms, bool $prefixes = true): string
    {
        return implode(' & ', array_map(fn (string $word) => $prefixes ? $word.':*' : $word, $terms->words));
    }
}

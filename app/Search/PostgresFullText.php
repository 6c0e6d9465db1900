<?php

namespace App\Search;

use Illuminate\Database\Eloquent\Builder;

/**
 * PostgreSQL's text search over the GIN expression indexes of the create_video_search_index
 * migration. The expressions here and in the indexes must stay identical, or the planner
 * cannot use the indexes.
 */
final class PostgresFullText implements VideoIndex
{
    /** Title weighs most (A), then tags (B), then the description (D). */
    public const VIDEO_DOCUMENT = "setweight(to_tsvector('simple', coalesce(title, '')), 'A') || "
        ."setweight(to_tsvector('simple', coalesce(tags::text, '')), 'B') || "
        ."setweight(to_tsvector('simple', coalesce(description, '')), 'D')";

    public const CHANNEL_DOCUMENT = "to_tsvector('simple', name || ' ' || handle)";

    public function videos(Builder $videos, SearchTerms $terms): Builder
    {
        $query = self::tsquery($terms);
        $channelMatches = 'SELECT id FROM channels WHERE '.self::CHANNEL_DOCUMENT." @@ to_tsquery('simple', ?)";

        [$titleFirst, $bindings] = $terms->titleFirst('videos.title');

        $videos->select('videos.*')
            ->where(function (Builder $where) use ($query, $channelMatches) {
                $where->whereRaw('('.self::VIDEO_DOCUMENT.") @@ to_tsquery('simple', ?)", [$query])
                    ->orWhereRaw("videos.channel_id IN ({$channelMatches})", [$query]);
            })
            ->orderByRaw($titleFirst, $bindings)
            // A match on the channel alone ranks as a tag match (B) would.
            ->orderByRaw('ts_rank(('.self::VIDEO_DOCUMENT."), to_tsquery('simple', ?)) + "
                ."CASE WHEN videos.channel_id IN ({$channelMatches}) THEN 0.4 ELSE 0 END DESC", [$query, $query])
            ->orderByDesc('videos.view_count')
            ->orderByDesc('videos.published_at');

        return $videos;
    }

    public function channels(Builder $channels, SearchTerms $terms): Builder
    {
        $query = self::tsquery($terms);

        $channels->whereRaw('('.self::CHANNEL_DOCUMENT.") @@ to_tsquery('simple', ?)", [$query])
            ->orderByRaw('ts_rank(('.self::CHANNEL_DOCUMENT."), to_tsquery('simple', ?)) DESC", [$query]);

        return $channels;
    }

    /**
     * Every word as a prefix term, all required. The words hold only letters and digits,
     * so nothing in them is tsquery syntax.
     */
    public static function tsquery(SearchTerms $terms): string
    {
        return implode(' & ', array_map(fn (string $word) => $word.':*', $terms->words));
    }
}

<?php

namespace App\Search;

use Closure;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Str;

/**
 * Keeps what a search page shows (its channel and video cards) for a few minutes. Ranking
 * scores every candidate match, milliseconds for a broad word in a large catalogue; a
 * repeated search (a popular query, scrolling back) then costs one cache read.
 *
 * Saving or deleting any video or channel starts a new generation, so an edit, a video
 * made private or a deleted channel shows in results at once. Counters that change without
 * a save (views, subscribers) may lag by the TTL.
 */
final class SearchCache
{
    public const TTL = 300;

    private const GENERATION_KEY = 'search:generation';

    /**
     * @template TValue
     *
     * @param  string  $part  what is cached for these terms, e.g. "channels"
     * @param  Closure(): TValue  $build
     * @return TValue
     */
    public static function remember(SearchTerms $terms, string $part, Closure $build): mixed
    {
        return Cache::remember(self::key($terms, $part), self::TTL, $build);
    }

    /**
     * The cache key of one part of a search's results in the current generation.
     */
    public static function key(SearchTerms $terms, string $part): string
    {
        $generation = Cache::get(self::GENERATION_KEY, '');

        return 'search:'.hash('xxh128', (string) json_encode([$generation, $terms->words, $part]));
    }

    public static function startNewGeneration(): void
    {
        Cache::forever(self::GENERATION_KEY, Str::random(16));
    }
}

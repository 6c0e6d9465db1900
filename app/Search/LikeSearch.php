<?php

namespace App\Search;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Query\Builder as QueryBuilder;

/**
 * Substring matching for databases without a full-text index we set up (MySQL, SQL
 * Server): correct everywhere, but it reads every row, so it is the fallback only.
 */
final class LikeSearch implements VideoIndex
{
    public function videos(Builder $videos, SearchTerms $terms): Builder
    {
        foreach ($terms->words as $word) {
            $pattern = self::pattern($word);
            $videos->where(function (Builder $where) use ($pattern) {
                $where->whereRaw('lower(videos.title) LIKE ?', [$pattern])
                    ->orWhereRaw('lower(videos.description) LIKE ?', [$pattern])
                    ->orWhereRaw('lower(videos.tags) LIKE ?', [$pattern])
                    ->orWhereIn('videos.channel_id', fn (QueryBuilder $channels) => $channels->select('id')->from('channels')
                        ->whereRaw('lower(name) LIKE ?', [$pattern])
                        ->orWhereRaw('lower(handle) LIKE ?', [$pattern]));
            });
        }

        [$titleFirst, $bindings] = $terms->titleFirst('videos.title');

        $videos->select('videos.*')
            ->orderByRaw($titleFirst, $bindings)
            ->orderByDesc('videos.view_count')
            ->orderByDesc('videos.published_at');

        return $videos;
    }

    public function channels(Builder $channels, SearchTerms $terms): Builder
    {
        foreach ($terms->words as $word) {
            $pattern = self::pattern($word);
            $channels->where(fn (Builder $where) => $where->whereRaw('lower(name) LIKE ?', [$pattern])
                ->orWhereRaw('lower(handle) LIKE ?', [$pattern]));
        }

        $channels->orderBy('name');

        return $channels;
    }

    /**
     * Words hold only letters and digits, so they carry no LIKE wildcards to escape.
     */
    private static function pattern(string $word): string
    {
        return '%'.$word.'%';
    }
}

<?php

namespace App\Support;

use App\Models\Video;
use Closure;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\Cache;

/**
 * A ranking of videos that is the same for every visitor (home's featured videos, a trending
 * chart). Ordered by the kept weekly counts (RecentViews) it takes milliseconds, but every
 * visitor of home and trending would still read it again; only the ranked ids are cached.
 * For a minute they are fresh; after that, up to ten minutes, the next visitor still gets them
 * while they are counted again after the response, so no visit waits for the count. Which of
 * them the visitor may see is asked on every request.
 */
final class SharedRanking
{
    private const FRESH_SECONDS = 60;

    private const STALE_SECONDS = 600;

    /**
     * @param  Closure(): Builder<Video>  $ranked  the ranking's query, in rank order and limited
     * @param  Builder<Video>  $visible  the videos this request may show
     * @return Collection<int, Video> the ranked videos among $visible, in rank order
     */
    public static function of(string $key, Closure $ranked, Builder $visible): Collection
    {
        /** @var list<int> $ids */
        $ids = Cache::flexible($key, [self::FRESH_SECONDS, self::STALE_SECONDS], fn (): array => $ranked()->pluck('videos.id')->all());
        $rank = array_flip($ids);

        /** @var Collection<int, Video> $videos */
        $videos = $visible->whereIn('videos.id', $ids)->get();

        return $videos->sortBy(fn (Video $video): int => $rank[$video->id])->values();
    }
}

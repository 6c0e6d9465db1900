<?php

namespace App\Http\Controllers;

use App\Enums\HomeChip;
use App\Enums\VideoKind;
use App\Http\Resources\FeaturedVideoResource;
use App\Http\Resources\LiveCardResource;
use App\Http\Resources\VideoCardResource;
use App\Models\NotInterestedVideo;
use App\Models\User;
use App\Models\Video;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection as EloquentCollection;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;
use Inertia\Inertia;
use Inertia\Response;

class HomeController extends Controller
{
    private const LIVE_LIMIT = 12;

    private const BLIPS_LIMIT = 12;

    private const RECOMMENDED_PER_PAGE = 20;

    private const FEATURED_LIMIT = 4;

    /** Enough ranked candidates that a viewer's "Not interested" list rarely empties the grid. */
    private const FEATURED_CANDIDATES = 24;

    /**
     * Seconds a chip's featured ranking is reused: it counts a week of views, which takes
     * seconds at a hundred thousand videos, and it is the same for every visitor. Once it is
     * older, and up to the stale limit, the next visitor still gets it while it is counted
     * again after their response, so no visit waits for the count.
     */
    private const FEATURED_RANKING_FRESH = 60;

    private const FEATURED_RANKING_STALE = 600;

    public function __invoke(Request $request): Response
    {
        $chip = HomeChip::tryFrom($this->queryText($request, 'category')) ?? HomeChip::All;

        // The first response carries the first screen, the chips and the featured grid (its
        // first thumbnail is the page's largest paint); the sections below it arrive in one
        // deferred request right after, with skeletons until then.
        return Inertia::render('Home', [
            'chips' => HomeChip::options(),
            'category' => $chip->value,
            'featured' => fn () => FeaturedVideoResource::collection($this->featured($request, $chip))->resolve(),
            'live' => Inertia::defer(fn () => $chip->allowsKind(VideoKind::Live)
                ? LiveCardResource::collection(
                    $this->section($request->user(), $chip, VideoKind::Live)
                        ->orderByDesc('live_viewers')
                        ->limit(self::LIVE_LIMIT)
                        ->get(),
                )->resolve()
                : [], 'sections'),
            'blips' => Inertia::defer(fn () => $chip->allowsKind(VideoKind::Short)
                ? VideoCardResource::collection(
                    $this->ordered($this->section($request->user(), $chip, VideoKind::Short), $chip)
                        ->limit(self::BLIPS_LIMIT)
                        ->get(),
                )->resolve()
                : [], 'sections'),
            'recommended' => Inertia::scroll(fn () => VideoCardResource::collection(
                $this->ordered($this->section($request->user(), $chip, $this->mainKind($chip)), $chip)
                    ->simplePaginate(self::RECOMMENDED_PER_PAGE),
            ))->defer('sections'),
        ]);
    }

    /**
     * The chip's most watched videos of the week. Only the ranking is shared and reused; who
     * may see each video, and what this viewer set aside, are checked on every request.
     *
     * @return EloquentCollection<int, Video>
     */
    private function featured(Request $request, HomeChip $chip): EloquentCollection
    {
        /** @var list<int> $ranking */
        $ranking = Cache::flexible(
            "home:featured:{$chip->value}",
            [self::FEATURED_RANKING_FRESH, self::FEATURED_RANKING_STALE],
            fn (): array => $this->section(null, $chip, $this->mainKind($chip))
                ->scopes(['rankedByRecentViews' => [$chip === HomeChip::Trending]])
                ->limit(self::FEATURED_CANDIDATES)
                ->pluck('videos.id')
                ->all(),
        );
        $rank = array_flip($ranking);

        /** @var EloquentCollection<int, Video> $videos */
        $videos = $this->section($request->user(), $chip, $this->mainKind($chip))
            ->whereIn('videos.id', $ranking)
            ->get();

        return $videos
            ->sortBy(fn (Video $video): int => $rank[$video->id])
            ->take(self::FEATURED_LIMIT)
            ->values();
    }

    /**
     * What the featured grid and the recommended grid show: videos, or streams under the Live chip.
     */
    private function mainKind(HomeChip $chip): VideoKind
    {
        return $chip === HomeChip::Live ? VideoKind::Live : VideoKind::Video;
    }

    /**
     * Published videos of one kind under the chosen chip, less those the viewer set aside.
     *
     * @return Builder<Video>
     */
    private function section(?User $user, HomeChip $chip, VideoKind $kind): Builder
    {
        $query = Video::query()
            ->scopes(['published', 'ofKind' => [$kind]])
            ->with('channel');

        $chip->constrain($query);

        // What the viewer said "Not interested" to stays off their home.
        if ($user !== null) {
            $query->whereNotIn('videos.id', NotInterestedVideo::idsFor($user));
        }

        return $query;
    }

    /**
     * @param  Builder<Video>  $query
     * @return Builder<Video>
     */
    private function ordered(Builder $query, HomeChip $chip): Builder
    {
        return $chip === HomeChip::Trending
            ? $query->scopes(['rankedByRecentViews' => [true]])
            : $query->latest('published_at')->orderByDesc('videos.id');
    }
}

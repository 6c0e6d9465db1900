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
use App\Support\SharedRanking;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection as EloquentCollection;
use Illuminate\Http\Request;
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
        return SharedRanking::of(
            "home:featured:{$chip->value}",
            fn (): Builder => $this->section(null, $chip, $this->mainKind($chip))
                ->scopes(['rankedByRecentViews' => [$chip === HomeChip::Trending]])
                ->limit(self::FEATURED_CANDIDATES),
            $this->section($request->user(), $chip, $this->mainKind($chip)),
        )->take(self::FEATURED_LIMIT)->values();
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

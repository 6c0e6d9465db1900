<?php

namespace App\Http\Controllers;

use App\Enums\Category;
use App\Enums\VideoKind;
use App\Http\Resources\GameVideoResource;
use App\Http\Resources\VideoCardResource;
use App\Models\Video;
use App\Support\SharedRanking;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

/**
 * The Trending, Music, News and Gaming pages: one grid of published videos each, with the
 * tab or category in the query string so a tab is a link and a partial reload.
 */
class BrowseController extends Controller
{
    /** Trending is a chart, not a feed: the top of the ranking only. */
    private const TRENDING_LIMIT = 50;

    private const PER_PAGE = 24;

    public function trending(Request $request): Response
    {
        $tab = $this->chosen($request, 'tab', self::trendingTabs());

        return Inertia::render('Browse/Trending', [
            'tabs' => $this->options(self::trendingTabs()),
            'tab' => $tab,
            'videos' => Inertia::defer(fn () => VideoCardResource::collection($this->trendingChart($tab))->resolve()),
        ]);
    }

    public function music(): Response
    {
        return Inertia::render('Browse/Music', [
            'videos' => Inertia::scroll(fn () => VideoCardResource::collection(
                $this->videos()
                    ->where('category', Category::Music)
                    ->scopes(['rankedByRecentViews'])
                    ->simplePaginate(self::PER_PAGE),
            ))->defer(),
        ]);
    }

    public function news(Request $request): Response
    {
        $sections = Category::News->subcategories();
        $tab = $this->chosen($request, 'tab', $sections);

        return Inertia::render('Browse/News', [
            'tabs' => $this->options($sections),
            'tab' => $tab,
            'videos' => Inertia::scroll(fn () => VideoCardResource::collection(
                $this->videos()
                    ->where('category', Category::News)
                    ->where('subcategory', $tab)
                    ->latest('published_at')
                    ->orderByDesc('videos.id')
                    ->simplePaginate(self::PER_PAGE),
            ))->defer(),
        ]);
    }

    public function gaming(Request $request): Response
    {
        $category = $this->chosen($request, 'category', self::gamingCategories());

        $query = Video::query()
            ->scopes(['published'])
            ->whereIn('kind', [VideoKind::Video, VideoKind::Live])
            ->where('category', Category::Gaming)
            ->with('channel');

        match ($category) {
            'all' => $query->scopes(['rankedByRecentViews']),
            'live' => $query->where('kind', VideoKind::Live)->orderByDesc('live_viewers')->orderByDesc('videos.id'),
            'recently-uploaded' => $query->where('kind', VideoKind::Video)->latest('published_at')->orderByDesc('videos.id'),
            default => $query->where('subcategory', $category)->scopes(['rankedByRecentViews']),
        };

        return Inertia::render('Browse/Gaming', [
            'categories' => $this->options(self::gamingCategories()),
            'category' => $category,
            'videos' => Inertia::scroll(fn () => GameVideoResource::collection(
                $query->simplePaginate(self::PER_PAGE),
            ))->defer(),
        ]);
    }

    /**
     * The Trending tabs: all videos, or one category's.
     *
     * @return array<string, string>
     */
    private static function trendingTabs(): array
    {
        return [
            'all' => __('All'),
            'music' => __('Music'),
            'gaming' => __('Gaming'),
            'news' => __('News'),
            'movies' => __('Movies'),
            'fashion' => __('Fashion & Beauty'),
        ];
    }

    /**
     * The Gaming page's category bar: the gaming subcategories between the spec's All, Live and
     * Recently uploaded.
     *
     * @return array<string, string>
     */
    private static function gamingCategories(): array
    {
        return [
            'all' => __('All'),
            'live' => __('Live'),
            ...Category::Gaming->subcategories(),
            'recently-uploaded' => __('Recently uploaded'),
        ];
    }

    /**
     * The top of a trending tab's ranking. Only the ranking is reused: whether each video is
     * still published is checked on every request, so one taken down leaves the chart at once.
     *
     * @return Collection<int, Video>
     */
    private function trendingChart(string $tab): Collection
    {
        return SharedRanking::of(
            "trending:{$tab}",
            fn (): Builder => $this->videos()
                ->when($tab !== 'all', fn (Builder $query) => $query->where('category', Category::from($tab)))
                ->scopes(['rankedByRecentViews'])
                ->limit(self::TRENDING_LIMIT),
            $this->videos(),
        );
    }

    /**
     * Published regular videos with their channels: what the Trending, Music and News grids list.
     *
     * @return Builder<Video>
     */
    private function videos(): Builder
    {
        return Video::query()->scopes(['published', 'ofKind' => [VideoKind::Video]])->with('channel');
    }

    /**
     * The tab the query string names, or the first one for a missing or unknown value.
     *
     * @param  array<string, string>  $options
     */
    private function chosen(Request $request, string $key, array $options): string
    {
        $value = $this->queryText($request, $key);

        return array_key_exists($value, $options) ? $value : (string) array_key_first($options);
    }

    /**
     * @param  array<string, string>  $options
     * @return list<array{value: string, label: string}>
     */
    private function options(array $options): array
    {
        return array_map(
            fn (string $value, string $label) => ['value' => $value, 'label' => $label],
            array_keys($options),
            array_values($options),
        );
    }
}

<?php

namespace App\Studio;

use App\Enums\VideoKind;
use App\Http\Resources\StudioVideoResource;
use App\Models\Channel;
use App\Models\Video;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Builder;

/**
 * The studio's Content page: every video and blip of the owner's channel, whatever its
 * visibility or processing state, filtered, searched, sorted and paged. Live streams are
 * not uploads and are left out.
 */
final class ContentPage
{
    public const PER_PAGE = 20;

    /** Column each sort orders by, largest or newest first. */
    private const SORT_COLUMNS = [
        'date' => 'created_at',
        'views' => 'view_count',
        'comments' => 'comment_count',
        'likes' => 'like_count',
    ];

    /**
     * The page's `videos` prop: the rows of the requested page and where it stands. A page
     * past the last one shows the last one, so deleting the last row of a page never
     * leaves an empty page behind.
     *
     * @return array{data: list<array<string, mixed>>, meta: array{current_page: int, last_page: int, per_page: int, total: int, from: int|null, to: int|null}}
     */
    public function videos(Channel $channel, ContentFilters $filters): array
    {
        $videos = $this->paginate($channel, $filters, $filters->page);
        if ($videos->currentPage() > $videos->lastPage()) {
            $videos = $this->paginate($channel, $filters, $videos->lastPage());
        }

        return [
            'data' => array_values(StudioVideoResource::collection($videos->items())->resolve()),
            'meta' => [
                'current_page' => $videos->currentPage(),
                'last_page' => $videos->lastPage(),
                'per_page' => $videos->perPage(),
                'total' => $videos->total(),
                'from' => $videos->firstItem(),
                'to' => $videos->lastItem(),
            ],
        ];
    }

    /**
     * @return LengthAwarePaginator<int, Video>
     */
    private function paginate(Channel $channel, ContentFilters $filters, int $page): LengthAwarePaginator
    {
        $query = Video::query()->where('channel_id', $channel->id);
        $query->whereIn('kind', match ($filters->type) {
            'videos' => [VideoKind::Video],
            'shorts' => [VideoKind::Short],
            default => [VideoKind::Video, VideoKind::Short],
        });
        $this->search($query, $filters->search);

        // The id settles ties (many videos have no views yet), so no row shows on two pages.
        $query->orderByDesc(self::SORT_COLUMNS[$filters->sort] ?? 'created_at')->orderByDesc('id');

        // The upload gives the progress of rows still uploading; the channel is the one at hand.
        $videos = $query->with('upload')->paginate(self::PER_PAGE, page: $page);
        foreach ($videos->items() as $video) {
            $video->setRelation('channel', $channel);
        }

        return $videos;
    }

    /**
     * Titles holding the text anywhere, in any case. The text is matched literally: LIKE's
     * wildcards in it are escaped with "!", which every supported database takes as an
     * ESCAPE character. PostgreSQL's LIKE heeds case, its ILIKE does not; SQLite's LIKE
     * ignores the case of ASCII letters (and only theirs), MySQL's collations ignore case.
     *
     * @param  Builder<Video>  $query
     */
    private function search(Builder $query, string $search): void
    {
        if ($search === '') {
            return;
        }

        $operator = $query->getModel()->getConnection()->getDriverName() === 'pgsql' ? 'ilike' : 'like';
        $pattern = '%'.str_replace(['!', '%', '_'], ['!!', '!%', '!_'], $search).'%';
        $query->whereRaw("title {$operator} ? escape '!'", [$pattern]);
    }
}

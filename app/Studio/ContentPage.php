<?php

namespace App\Studio;

use App\Enums\VideoKind;
use App\Enums\VideoStatus;
use App\Http\Resources\StudioVideoResource;
use App\Models\Channel;
use App\Models\Video;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Facades\DB;

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
     * Rows counted at most, beyond the requested page, for the "1–20 of 1,234" line. A channel
     * with more gets "1–20 of many" and a pager without a last page, as big channels see in
     * YouTube's studio. Counting reads every row it counts: an exact count of a hundred thousand
     * uploads took 20-40 ms a visit, ten thousand 3 ms, a thousand 0.5 ms (PostgreSQL).
     */
    public const COUNTED_AHEAD = 1_000;

    /**
     * The page's `videos` prop: the rows of the requested page and where it stands. A page
     * past the last one shows the last one, so deleting the last row of a page never
     * leaves an empty page behind. The total and the last page are null when the list goes
     * on beyond COUNTED_AHEAD rows after the page's start.
     *
     * @return array{data: list<array<string, mixed>>, meta: array{current_page: int, last_page: int|null, per_page: int, total: int|null, from: int|null, to: int|null}}
     */
    public function videos(Channel $channel, ContentFilters $filters): array
    {
        $query = $this->query($channel, $filters);
        $page = $filters->page;
        $total = $this->countUpTo($query, ($page - 1) * self::PER_PAGE + self::COUNTED_AHEAD);
        $lastPage = $total === null ? null : max(1, (int) ceil($total / self::PER_PAGE));
        $page = min($page, $lastPage ?? $page);

        $query->forPage($page, self::PER_PAGE);
        $videos = $query->get();
        // The upload gives the progress of a row still uploading, and only of one; the channel
        // is the one at hand.
        $videos->filter(fn (Video $video) => $video->status === VideoStatus::Uploading)->load('upload');
        $videos->each(fn (Video $video) => $video->setRelation('channel', $channel));
        $from = ($page - 1) * self::PER_PAGE + 1;

        return [
            'data' => array_values(StudioVideoResource::collection($videos)->resolve()),
            'meta' => [
                'current_page' => $page,
                'last_page' => $lastPage,
                'per_page' => self::PER_PAGE,
                'total' => $total,
                'from' => $videos->isEmpty() ? null : $from,
                'to' => $videos->isEmpty() ? null : $from + $videos->count() - 1,
            ],
        ];
    }

    /**
     * @return Builder<Video>
     */
    private function query(Channel $channel, ContentFilters $filters): Builder
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

        return $query;
    }

    /**
     * The query's row count, or null when it has more than $limit rows: counting stops there.
     *
     * @param  Builder<Video>  $query
     */
    private function countUpTo(Builder $query, int $limit): ?int
    {
        $counted = DB::query()
            ->fromSub($query->toBase()->clone()->reorder()->select('videos.id')->limit($limit + 1), 'counted')
            ->count();

        return $counted > $limit ? null : $counted;
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

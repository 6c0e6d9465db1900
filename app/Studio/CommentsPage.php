<?php

namespace App\Studio;

use App\Enums\CommentStatus;
use App\Http\Resources\StudioCommentResource;
use App\Models\Channel;
use App\Models\Comment;
use App\Models\Video;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Database\Query\Builder as QueryBuilder;
use PDO;

/**
 * The studio's Comments page: every comment and reply under the channel's videos, published
 * or held for review, searched in their text, narrowed to one video and paged, newest first.
 */
final class CommentsPage
{
    public const PER_PAGE = 20;

    /** The video filter lists the videos with comments, newest first, up to this many. */
    public const FILTER_VIDEOS = 100;

    /**
     * The page's `comments` prop, shaped as the Content page's rows are. A page past the
     * last one shows the last one, so acting on the last comments of a page never leaves
     * an empty page behind.
     *
     * @return array{data: list<array<string, mixed>>, meta: array{current_page: int, last_page: int, per_page: int, total: int, from: int|null, to: int|null}}
     */
    public function comments(Channel $channel, CommentFilters $filters): array
    {
        $comments = $this->paginate($channel, $filters, $filters->page);
        if ($comments->currentPage() > $comments->lastPage()) {
            $comments = $this->paginate($channel, $filters, $comments->lastPage());
        }

        return [
            'data' => array_values(StudioCommentResource::collection($comments->items())->resolve()),
            'meta' => [
                'current_page' => $comments->currentPage(),
                'last_page' => $comments->lastPage(),
                'per_page' => $comments->perPage(),
                'total' => $comments->total(),
                'from' => $comments->firstItem(),
                'to' => $comments->lastItem(),
            ],
        ];
    }

    /**
     * How many comments each tab holds, whatever the search: the tabs' labels.
     *
     * @return array{published: int, held: int}
     */
    public function counts(Channel $channel): array
    {
        $counts = $this->channelComments($channel)
            ->toBase()
            ->selectRaw('status, count(*) as aggregate')
            ->groupBy('status')
            ->pluck('aggregate', 'status');

        return [
            'published' => (int) ($counts[CommentStatus::Published->value] ?? 0),
            'held' => (int) ($counts[CommentStatus::Held->value] ?? 0),
        ];
    }

    /**
     * The choices of the video filter: the channel's videos that have comments, and the
     * chosen one even once its last comment is gone.
     *
     * @return list<array{id: string, title: string}>
     */
    public function videos(Channel $channel, CommentFilters $filters): array
    {
        $alias = (new Video)->getMorphClass();

        /** @var Collection<int, Video> $videos */
        $videos = Video::query()
            ->where('channel_id', $channel->id)
            ->where(fn (Builder $query) => $query
                ->whereExists(fn (QueryBuilder $comments) => $comments->selectRaw('1')->from('comments')
                    ->where('commentable_type', $alias)
                    ->whereColumn('commentable_id', 'videos.id'))
                ->orWhere('public_id', $filters->video))
            ->latest()
            ->orderByDesc('id')
            ->limit(self::FILTER_VIDEOS)
            ->get(['public_id', 'title']);

        return $videos->map(fn (Video $video) => ['id' => $video->public_id, 'title' => $video->title])
            ->values()
            ->all();
    }

    /**
     * @return LengthAwarePaginator<int, Comment>
     */
    private function paginate(Channel $channel, CommentFilters $filters, int $page): LengthAwarePaginator
    {
        $query = $this->channelComments($channel)->where('status', $filters->tab);

        if ($filters->video !== '') {
            // Another channel's video id matches none of this channel's comments.
            $query->whereIn('commentable_id', Video::query()->select('id')
                ->where('channel_id', $channel->id)
                ->where('public_id', $filters->video));
        }

        $this->search($query, $filters->search);

        $comments = $query
            ->with(['user:id,name', 'user.channel:id,user_id,handle,name,avatar_path'])
            ->latest()
            ->orderByDesc('id')
            ->paginate(self::PER_PAGE, page: $page);

        // Every comment here is under one of the channel's videos: one query for their titles.
        $videos = Video::query()
            ->whereKey(array_unique(array_map(fn (Comment $comment) => $comment->commentable_id, $comments->items())))
            ->get(['id', 'public_id', 'title', 'channel_id'])
            ->keyBy('id');
        foreach ($comments->items() as $comment) {
            $comment->setRelation('commentable', $videos->get($comment->commentable_id));
        }

        return $comments;
    }

    /**
     * Comments and replies under the channel's videos, blips and streams.
     *
     * @return Builder<Comment>
     */
    private function channelComments(Channel $channel): Builder
    {
        $query = Comment::query()->where('commentable_type', (new Video)->getMorphClass());
        $query->whereIn('commentable_id', Video::query()->select('id')->where('channel_id', $channel->id));

        return $query;
    }

    /**
     * Comments holding the text anywhere, in any case and any script (spec §5). The text is
     * matched literally: LIKE's wildcards in it are escaped with "!". SQLite's own lower()
     * folds ASCII letters only, so on SQLite the text is lowered by PHP's mb_strtolower,
     * registered as a function on the connection; the search text is lowered the same way.
     *
     * @param  Builder<Comment>  $query
     */
    private function search(Builder $query, string $search): void
    {
        if ($search === '') {
            return;
        }

        $connection = $query->getModel()->getConnection();
        $lower = 'lower';
        if ($connection->getDriverName() === 'sqlite') {
            $lower = 'unicode_lower';
            $connection->getPdo()->sqliteCreateFunction(
                $lower,
                fn (?string $text): ?string => $text === null ? null : mb_strtolower($text),
                1,
                PDO::SQLITE_DETERMINISTIC,
            );
        }

        $pattern = '%'.str_replace(['!', '%', '_'], ['!!', '!%', '!_'], mb_strtolower($search)).'%';
        $query->whereRaw("{$lower}(body) like ? escape '!'", [$pattern]);
    }
}

<?php

namespace App\Watch;

use App\Enums\VideoKind;
use App\Http\Resources\CachedResourcePage;
use App\Http\Resources\CommentResource;
use App\Models\Comment;
use App\Models\NotInterestedVideo;
use App\Models\Reaction;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use App\Models\WatchHistory;
use Illuminate\Contracts\Pagination\Paginator;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Pagination\Paginator as SimplePaginator;
use Illuminate\Support\Collection;

/**
 * The watch page: finding the video, what the viewer brings to it (reaction, subscription,
 * resume point), its comments and what plays next. Who may watch is VideoPolicy's call.
 */
class WatchPage
{
    public const COMMENTS_PER_PAGE = 20;

    public const UP_NEXT_COUNT = 12;

    /** Closer to the end than this, a return visit starts from the beginning again. */
    public const RESUME_TAIL_SECONDS = 5;

    /** Seconds a page of comments is reused for signed-out viewers. */
    public const GUEST_COMMENTS_TTL = 60;

    /**
     * The video of a `?v=` id, with its channel; 404 for anything that is not one.
     */
    public function find(mixed $publicId): Video
    {
        abort_unless(is_string($publicId) && preg_match('/^[A-Za-z0-9_-]{11}$/', $publicId) === 1, 404);

        $video = Video::query()
            ->with('channel')
            ->where('public_id', $publicId)
            ->first();

        abort_if($video === null, 404);

        return $video;
    }

    /**
     * @return array{reaction: 'like'|'dislike'|null, subscription: string|null, resumeAt: int, isOwner: bool}
     */
    public function viewer(Video $video, ?User $user): array
    {
        if ($user === null) {
            return ['reaction' => null, 'subscription' => null, 'resumeAt' => 0, 'isOwner' => false];
        }

        $reaction = Reaction::query()
            ->where('user_id', $user->id)
            ->where('reactable_type', $video->getMorphClass())
            ->where('reactable_id', $video->id)
            ->value('value');

        $subscription = Subscription::query()
            ->where('user_id', $user->id)
            ->where('channel_id', $video->channel_id)
            ->first(['notification_level']);

        $position = (int) WatchHistory::query()
            ->where('user_id', $user->id)
            ->where('video_id', $video->id)
            ->value('position_seconds');

        return [
            'reaction' => match ((int) $reaction) {
                Reaction::LIKE => 'like',
                Reaction::DISLIKE => 'dislike',
                default => null,
            },
            'subscription' => $subscription?->notification_level->value,
            'resumeAt' => $position < $video->duration - self::RESUME_TAIL_SECONDS ? $position : 0,
            'isOwner' => $video->isOwnedBy($user),
        ];
    }

    /**
     * Signed-out viewers all see the same comments, so their pages come from the cache. The
     * key holds the video's comment count: a new comment or reply shows at once, while likes
     * on comments may lag by the TTL. Signed-in viewers see their own reactions and held
     * comments, so their pages are built fresh.
     *
     * @return AnonymousResourceCollection|SimplePaginator<int, mixed>
     */
    public function comments(Video $video, ?User $user, string $sort): AnonymousResourceCollection|SimplePaginator
    {
        if ($user !== null) {
            return CommentResource::collection($this->commentsFor($video, $user, $sort));
        }

        return CachedResourcePage::remember(
            "video:{$video->id}:comments:{$video->comment_count}:{$sort}",
            self::GUEST_COMMENTS_TTL,
            fn () => $this->commentsFor($video, null, $sort),
            CommentResource::class,
            'comments_page',
        );
    }

    /**
     * Other published videos: the same channel first, then the same category, then the
     * newest; never one the viewer said "Not interested" to. Each step is a small indexed
     * query rather than one sort over the catalogue.
     *
     * @return Collection<int, Video>
     */
    public function upNext(Video $video, ?User $user = null): Collection
    {
        $candidates = function () use ($video, $user) {
            $query = Video::query()->scopes(['published'])
                ->where('kind', '!=', VideoKind::Short)
                ->whereKeyNot($video->id)
                ->latest('published_at')
                ->limit(self::UP_NEXT_COUNT);

            if ($user !== null) {
                $query->whereNotIn('videos.id', NotInterestedVideo::idsFor($user));
            }

            return $query;
        };

        $ids = $candidates()->where('channel_id', $video->channel_id)->pluck('id');

        if ($ids->count() < self::UP_NEXT_COUNT && $video->category !== null) {
            $ids = $ids->merge($candidates()->where('category', $video->category)->whereKeyNot($ids)->pluck('id'));
        }

        if ($ids->count() < self::UP_NEXT_COUNT) {
            $ids = $ids->merge($candidates()->whereKeyNot($ids)->pluck('id'));
        }

        $ids = $ids->take(self::UP_NEXT_COUNT);
        $videos = Video::query()->with('channel')->whereKey($ids)->get()->keyBy('id');

        return $ids->map(fn (int $id) => $videos->get($id))->filter()->values();
    }

    /**
     * Top-level comments, pinned first. Replies stay folded under their reply count and
     * are fetched per thread (CommentReplyController), so a page costs the same however
     * long its threads are.
     *
     * @return Paginator<int, Comment>
     */
    private function commentsFor(Video $video, ?User $user, string $sort): Paginator
    {
        $query = Comment::query()
            ->where('commentable_type', $video->getMorphClass())
            ->where('commentable_id', $video->id)
            ->where('parent_id', null)
            ->scopes(['shownTo' => [$video, $user]])
            ->orderByDesc('is_pinned');

        if ($sort === 'top') {
            $query->orderByDesc('like_count');
        }

        $query->latest()->orderByDesc('id');

        return $query->simplePaginate(self::COMMENTS_PER_PAGE, ['*'], 'comments_page');
    }
}

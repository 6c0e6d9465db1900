<?php

namespace App\Library;

use App\Http\Resources\VideoCardResource;
use App\Models\Reaction;
use App\Models\User;
use App\Models\Video;
use Illuminate\Contracts\Pagination\CursorPaginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

/**
 * The Liked videos page: the viewer's likes, newest like first, in keyset pages. Removing one
 * is taking the like back (the reaction route), so the video's count follows. A guest's likes
 * live in their browser, which sends the ids to be shown.
 */
class LikedVideosPage
{
    public const PER_PAGE = 24;

    /** The most likes a browser keeps (resources/js/lib/guestLibrary.ts). */
    public const GUEST_MAX = 500;

    /**
     * @return CursorPaginator<int, Video>
     */
    public function likes(User $user, Request $request): CursorPaginator
    {
        $query = $this->liked($user)->with('channel');
        $query->select('videos.*', 'reactions.created_at as liked_at', 'reactions.id as reaction_id')
            ->orderByDesc('liked_at')
            ->orderByDesc('reaction_id');

        return LibraryCursor::paginate($query, self::PER_PAGE, $request, ['liked_at' => 'datetime', 'reaction_id' => 'int']);
    }

    public function page(User $user, Request $request): AnonymousResourceCollection
    {
        return VideoCardResource::collection($this->likes($user, $request));
    }

    /**
     * How many videos the page lists in all (the header's count).
     */
    public function count(User $user): int
    {
        return $this->liked($user)->count();
    }

    /**
     * The videos the user likes and may still watch.
     *
     * @return Builder<Video>
     */
    private function liked(User $user): Builder
    {
        $query = Video::query();
        $query->join('reactions', 'reactions.reactable_id', '=', 'videos.id')
            ->where('reactions.user_id', $user->id)
            ->where('reactions.reactable_type', (new Video)->getMorphClass())
            ->where('reactions.value', Reaction::LIKE);

        LibraryVideos::watchableBy($query, $user);

        return $query;
    }

    /**
     * @return array<int, mixed>
     */
    public function guestCards(mixed $ids): array
    {
        return GuestVideos::cards(GuestIds::videos($ids, self::GUEST_MAX));
    }
}

<?php

namespace App\Library;

use App\Models\Reaction;
use App\Models\User;
use App\Models\Video;
use Illuminate\Contracts\Pagination\CursorPaginator;
use Illuminate\Http\Request;

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
        $query = LibraryVideos::cards();
        $query->addSelect('reactions.created_at as liked_at', 'reactions.id as reaction_id')
            ->join('reactions', 'reactions.reactable_id', '=', 'videos.id')
            ->where('reactions.user_id', $user->id)
            ->where('reactions.reactable_type', (new Video)->getMorphClass())
            ->where('reactions.value', Reaction::LIKE)
            ->orderByDesc('liked_at')
            ->orderByDesc('reaction_id');

        LibraryVideos::watchableBy($query, $user);

        return LibraryCursor::paginate($query, self::PER_PAGE, $request, ['liked_at' => 'datetime', 'reaction_id' => 'int']);
    }

    /**
     * The header's count: every video the user likes, read from the reactions index alone. As
     * on YouTube, a liked video made private since still counts while the list leaves it out.
     */
    public function count(User $user): int
    {
        return Reaction::query()
            ->where('user_id', $user->id)
            ->where('reactable_type', (new Video)->getMorphClass())
            ->where('value', Reaction::LIKE)
            ->count();
    }

    /**
     * @return array<int, mixed>
     */
    public function guestCards(mixed $ids): array
    {
        return GuestVideos::cards(GuestIds::videos($ids, self::GUEST_MAX));
    }
}

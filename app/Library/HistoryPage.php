<?php

namespace App\Library;

use App\Models\User;
use App\Models\Video;
use App\Models\WatchHistory;
use Illuminate\Contracts\Pagination\CursorPaginator;
use Illuminate\Http\Request;

/**
 * The History page: the viewer's watched videos, latest watch first, in keyset pages (a
 * removed entry never shifts the next page), filtered by the header search. A signed-out
 * visitor's history lives in their browser, which sends its video ids to be shown.
 */
class HistoryPage
{
    public const PER_PAGE = 24;

    /** The most entries a browser keeps (resources/js/lib/guestLibrary.ts). */
    public const GUEST_MAX = 200;

    /**
     * @return CursorPaginator<int, Video>
     */
    public function entries(User $user, string $search, Request $request): CursorPaginator
    {
        $query = LibraryVideos::cards();
        $query->addSelect('watch_history.watched_at as watched_at', 'watch_history.position_seconds', 'watch_history.id as history_id')
            ->join('watch_history', 'watch_history.video_id', '=', 'videos.id')
            ->where('watch_history.user_id', $user->id)
            ->orderByDesc('watched_at')
            ->orderByDesc('history_id');

        LibraryVideos::watchableBy($query, $user);
        LibraryVideos::matching($query, $search);

        return LibraryCursor::paginate($query, self::PER_PAGE, $request, ['watched_at' => 'datetime', 'history_id' => 'int']);
    }

    /**
     * Cards for the ids a guest's browser sent, in its order; the browser adds when each was
     * watched and the position reached, which it alone knows.
     *
     * @return array<int, mixed>
     */
    public function guestCards(mixed $ids): array
    {
        return GuestVideos::cards(GuestIds::videos($ids, self::GUEST_MAX));
    }

    /**
     * @return bool false when the video is not in the viewer's history
     */
    public function remove(User $user, Video $video): bool
    {
        return WatchHistory::query()->where('user_id', $user->id)->where('video_id', $video->id)->delete() > 0;
    }

    public function clear(User $user): void
    {
        WatchHistory::query()->where('user_id', $user->id)->delete();
    }
}

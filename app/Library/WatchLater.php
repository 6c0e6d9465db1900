<?php

namespace App\Library;

use App\Enums\Visibility;
use App\Models\Playlist;
use App\Models\PlaylistItem;
use App\Models\User;
use App\Models\Video;
use Illuminate\Contracts\Pagination\CursorPaginator;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

/**
 * A viewer's Watch later: a private playlist of their own, videos in the order saved. Only its
 * owner ever reaches it; saving the same video twice keeps one entry.
 */
class WatchLater
{
    public const PER_PAGE = 24;

    /**
     * The list, or null before anything was ever saved.
     */
    public function of(User $user): ?Playlist
    {
        return Playlist::query()->where('user_id', $user->id)->where('kind', Playlist::KIND_WATCH_LATER)->first();
    }

    /**
     * @return bool false when the video was saved already
     */
    public function add(User $user, Video $video): bool
    {
        $playlist = $this->listOf($user);

        return DB::transaction(function () use ($playlist, $video) {
            $next = (int) PlaylistItem::query()->where('playlist_id', $playlist->id)->max('position') + 1;
            $added = PlaylistItem::query()->insertOrIgnore([
                'playlist_id' => $playlist->id,
                'video_id' => $video->id,
                'position' => $next,
                'created_at' => now(),
                'updated_at' => now(),
            ]) > 0;

            if ($added) {
                Playlist::query()->whereKey($playlist->id)->increment('video_count');
            }

            return $added;
        });
    }

    /**
     * @return bool false when the video was not in the list
     */
    public function remove(User $user, Video $video): bool
    {
        $playlist = $this->of($user);

        if ($playlist === null) {
            return false;
        }

        return DB::transaction(function () use ($playlist, $video) {
            $removed = PlaylistItem::query()->where('playlist_id', $playlist->id)->where('video_id', $video->id)->delete() > 0;

            if ($removed) {
                Playlist::query()->whereKey($playlist->id)->where('video_count', '>', 0)->decrement('video_count');
            }

            return $removed;
        });
    }

    /**
     * The saved videos the viewer may still watch, oldest save first.
     *
     * @return CursorPaginator<int, Video>
     */
    public function videos(User $user, Request $request): CursorPaginator
    {
        $query = LibraryVideos::cards();
        $query->addSelect('playlist_items.position as position', 'playlist_items.id as item_id')
            ->join('playlist_items', 'playlist_items.video_id', '=', 'videos.id')
            ->join('playlists', 'playlists.id', '=', 'playlist_items.playlist_id')
            ->where('playlists.user_id', $user->id)
            ->where('playlists.kind', Playlist::KIND_WATCH_LATER)
            ->orderBy('position')
            ->orderBy('item_id');

        LibraryVideos::watchableBy($query, $user);

        return LibraryCursor::paginate($query, self::PER_PAGE, $request, ['position' => 'int', 'item_id' => 'int']);
    }

    private function listOf(User $user): Playlist
    {
        $playlist = $this->of($user);

        if ($playlist !== null) {
            return $playlist;
        }

        try {
            return Playlist::query()->forceCreate([
                'user_id' => $user->id,
                'kind' => Playlist::KIND_WATCH_LATER,
                'title' => 'Watch later',
                'visibility' => Visibility::Private,
            ]);
        } catch (UniqueConstraintViolationException) {
            // Made by a parallel first save.
            return $this->of($user) ?? throw new \LogicException('Watch later vanished while being made.');
        }
    }
}

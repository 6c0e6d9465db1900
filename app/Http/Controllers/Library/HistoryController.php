<?php

namespace App\Http\Controllers\Library;

use App\Http\Controllers\Controller;
use App\Http\Requests\Library\PauseHistoryRequest;
use App\Http\Resources\HistoryEntryResource;
use App\Library\HistoryPage;
use App\Library\LibraryScroll;
use App\Library\LibraryVideos;
use App\Models\User;
use App\Models\Video;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

class HistoryController extends Controller
{
    /**
     * /history, filtered by `?q=` (the header search, applied in place). A guest's page comes
     * without entries; their browser asks for the cards of its stored ids (`resolved`).
     */
    public function index(Request $request, HistoryPage $page): Response
    {
        $user = $request->user();
        $search = LibraryVideos::searchText($request->query('q'));

        return Inertia::render('Library/History', [
            'query' => $search,
            'paused' => (bool) $user?->settings->pausesWatchHistory(),
            // Keep history paused (Settings › Privacy) holds the pause on.
            'pauseLocked' => (bool) $user?->settings->keepsHistoryPaused(),
            'history' => $user === null ? null : LibraryScroll::of(fn () => $page->entries($user, $search, $request), HistoryEntryResource::class),
            'resolved' => Inertia::optional(fn () => $page->guestCards($request->query('videos'))),
        ]);
    }

    public function destroy(Request $request, Video $video, HistoryPage $page): RedirectResponse
    {
        abort_unless($page->remove($this->user($request), $video), 404);

        return back()->with('status', __('Removed from watch history'));
    }

    public function clear(Request $request, HistoryPage $page): RedirectResponse
    {
        $page->clear($this->user($request));

        return back()->with('status', __('Watch history cleared'));
    }

    public function pause(PauseHistoryRequest $request): RedirectResponse
    {
        $user = $this->user($request);
        $user->settings = $user->settings->with('privacy', ['pause_watch_history' => $request->paused()]);
        $user->save();

        return back()->with('status', $request->paused() ? __('Watch history paused') : __('Watch history resumed'));
    }

    private function user(Request $request): User
    {
        $user = $request->user();
        abort_if($user === null, 401);

        return $user;
    }
}

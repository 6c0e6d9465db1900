<?php

namespace App\Http\Controllers\Library;

use App\Http\Controllers\Controller;
use App\Library\LibraryScroll;
use App\Library\WatchLater;
use App\Models\User;
use App\Models\Video;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;
use Inertia\Inertia;
use Inertia\Response;

/**
 * The viewer's Watch later list: /watch-later, and saving to or removing from it.
 */
class WatchLaterController extends Controller
{
    public function index(Request $request, WatchLater $watchLater): Response
    {
        $user = $this->user($request);

        return Inertia::render('Library/WatchLater', [
            'videos' => LibraryScroll::of(fn () => $watchLater->videos($user, $request)),
            'total' => fn () => $watchLater->of($user)->video_count ?? 0,
        ]);
    }

    public function store(Request $request, Video $video, WatchLater $watchLater): RedirectResponse
    {
        Gate::authorize('view', $video);
        $added = $watchLater->add($this->user($request), $video);

        return back()->with('status', $added ? __('Saved to Watch later') : __('Already in Watch later'));
    }

    public function destroy(Request $request, Video $video, WatchLater $watchLater): RedirectResponse
    {
        abort_unless($watchLater->remove($this->user($request), $video), 404);

        return back()->with('status', __('Removed from Watch later'));
    }

    private function user(Request $request): User
    {
        $user = $request->user();
        abort_if($user === null, 401);

        return $user;
    }
}

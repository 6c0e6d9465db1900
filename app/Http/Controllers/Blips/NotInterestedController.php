<?php

namespace App\Http\Controllers\Blips;

use App\Http\Controllers\Controller;
use App\Models\NotInterestedVideo;
use App\Models\User;
use App\Models\Video;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;

/**
 * "Not interested" on a video or blip: the viewer's feeds leave it out from then on; DELETE
 * is the Undo. (A guest's choice stays in browser storage.)
 */
class NotInterestedController extends Controller
{
    public function store(Request $request, Video $video): RedirectResponse
    {
        Gate::authorize('view', $video);

        // Insert-or-ignore: a second click, or a parallel request, leaves the one row there is.
        NotInterestedVideo::query()->insertOrIgnore([
            'user_id' => $this->user($request)->id,
            'video_id' => $video->id,
            'created_at' => now(),
        ]);

        return back()->with('status', __('Video hidden. You will not see it in your feed again.'));
    }

    public function destroy(Request $request, Video $video): RedirectResponse
    {
        Gate::authorize('view', $video);

        NotInterestedVideo::query()
            ->where('user_id', $this->user($request)->id)
            ->where('video_id', $video->id)
            ->delete();

        return back()->with('status', __('Video restored to your feed.'));
    }

    private function user(Request $request): User
    {
        $user = $request->user();
        abort_if($user === null, 401);

        return $user;
    }
}

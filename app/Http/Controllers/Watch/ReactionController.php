<?php

namespace App\Http\Controllers\Watch;

use App\Actions\React;
use App\Http\Controllers\Controller;
use App\Http\Requests\Watch\ReactRequest;
use App\Models\Comment;
use App\Models\User;
use App\Models\Video;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;

/**
 * Likes and dislikes on a video or on one of its comments. A reaction replaces the
 * viewer's previous one on the same target; DELETE takes it back.
 */
class ReactionController extends Controller
{
    public function storeForVideo(ReactRequest $request, Video $video, React $react): RedirectResponse
    {
        Gate::authorize('view', $video);
        $react->handle($this->user($request), $video, $request->value());

        return back();
    }

    public function destroyForVideo(Request $request, Video $video, React $react): RedirectResponse
    {
        Gate::authorize('view', $video);
        $react->handle($this->user($request), $video, null);

        return back();
    }

    public function storeForComment(ReactRequest $request, Comment $comment, React $react): RedirectResponse
    {
        Gate::authorize('react', $comment);
        $react->handle($this->user($request), $comment, $request->value());

        return back();
    }

    public function destroyForComment(Request $request, Comment $comment, React $react): RedirectResponse
    {
        Gate::authorize('react', $comment);
        $react->handle($this->user($request), $comment, null);

        return back();
    }

    private function user(Request $request): User
    {
        $user = $request->user();
        abort_if($user === null, 401);

        return $user;
    }
}

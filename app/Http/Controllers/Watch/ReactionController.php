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
        abort_if(Gate::denies('view', $video), 404);
        $react->handle($this->user($request), $video, $request->value());

        return back();
    }

    public function destroyForVideo(Request $request, Video $video, React $react): RedirectResponse
    {
        abort_if(Gate::denies('view', $video), 404);
        $react->handle($this->user($request), $video, null);

        return back();
    }

    public function storeForComment(ReactRequest $request, Comment $comment, React $react): RedirectResponse
    {
        $this->authorizeComment($request, $comment);
        $react->handle($this->user($request), $comment, $request->value());

        return back();
    }

    public function destroyForComment(Request $request, Comment $comment, React $react): RedirectResponse
    {
        $this->authorizeComment($request, $comment);
        $react->handle($this->user($request), $comment, null);

        return back();
    }

    /**
     * A comment can be reacted to where it can be seen: on a video the viewer may watch,
     * published or (held) shown to this viewer.
     */
    private function authorizeComment(Request $request, Comment $comment): void
    {
        $video = $comment->commentable_type === 'video'
            ? Video::query()->with('channel')->find($comment->commentable_id)
            : null;

        abort_if($video === null || Gate::denies('view', $video), 404);
        abort_unless(
            Comment::query()->whereKey($comment->id)->scopes(['visibleOn' => [$video, $request->user()]])->exists(),
            404,
        );
    }

    private function user(Request $request): User
    {
        $user = $request->user();
        abort_if($user === null, 401);

        return $user;
    }
}

<?php

namespace App\Http\Controllers\Watch;

use App\Http\Controllers\Controller;
use App\Http\Resources\CommentResource;
use App\Models\Comment;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Support\Facades\Gate;

class CommentReplyController extends Controller
{
    public const REPLIES_PER_PAGE = 10;

    /**
     * One page of a thread's replies, oldest first, as the watch page unfolds it. A thread
     * the viewer may not see (hidden video, held comment, not a thread) answers 404, as the
     * watch page would.
     */
    public function index(Request $request, Comment $comment): AnonymousResourceCollection
    {
        abort_if($comment->parent_id !== null, 404);
        Gate::authorize('view', $comment);

        $user = $request->user();
        $replies = $comment->replies()
            ->scopes(['shownTo' => [$comment->commentedVideo(), $user]])
            ->oldest()
            ->orderBy('id')
            ->simplePaginate(self::REPLIES_PER_PAGE);

        return CommentResource::collection($replies);
    }
}

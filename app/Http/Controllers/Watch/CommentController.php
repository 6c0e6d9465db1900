<?php

namespace App\Http\Controllers\Watch;

use App\Enums\CommentStatus;
use App\Http\Controllers\Controller;
use App\Http\Requests\Watch\StoreCommentRequest;
use App\Models\Comment;
use App\Models\Video;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;

class CommentController extends Controller
{
    public function store(StoreCommentRequest $request, Video $video): RedirectResponse
    {
        Gate::authorize('view', $video);

        $parent = $request->parent();

        DB::transaction(function () use ($request, $video, $parent) {
            $comment = new Comment([
                'body' => $request->validated('body'),
                'status' => CommentStatus::Published,
            ]);
            $comment->commentable()->associate($video);
            $comment->user()->associate($request->user());
            $comment->parent_id = $parent?->id;
            $comment->save();

            Video::query()->whereKey($video->id)->increment('comment_count');

            if ($parent !== null) {
                Comment::query()->whereKey($parent->id)->increment('reply_count');
            }
        });

        return back();
    }
}

<?php

namespace App\Http\Controllers\Watch;

use App\Actions\PostComment;
use App\Http\Controllers\Controller;
use App\Http\Requests\Watch\StoreCommentRequest;
use App\Models\User;
use App\Models\Video;
use Illuminate\Http\RedirectResponse;

class CommentController extends Controller
{
    public function store(StoreCommentRequest $request, Video $video, PostComment $post): RedirectResponse
    {
        /** @var User $author */
        $author = $request->user();
        $post->handle($video->loadMissing('channel'), $author, $request->string('body')->value(), $request->parent());

        return back();
    }
}

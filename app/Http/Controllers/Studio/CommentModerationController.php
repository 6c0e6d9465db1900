<?php

namespace App\Http\Controllers\Studio;

use App\Actions\ApproveComments;
use App\Actions\DeleteComments;
use App\Actions\PinComment;
use App\Actions\PostComment;
use App\Http\Controllers\Controller;
use App\Http\Requests\Studio\BulkCommentRequest;
use App\Http\Requests\Studio\ReplyToCommentRequest;
use App\Models\Comment;
use App\Models\User;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\DB;

/**
 * The channel owner's writes on the comments under their videos, from the studio's
 * Comments page: one row's actions and the selection's go through the same request.
 */
class CommentModerationController extends Controller
{
    public function bulk(BulkCommentRequest $request, ApproveComments $approve, DeleteComments $delete, PinComment $pin): RedirectResponse
    {
        $comments = $request->comments();
        $count = $comments->count();
        $ids = $comments->modelKeys();

        match ($request->string('action')->value()) {
            'heart' => Comment::query()->whereKey($ids)->update(['is_hearted' => true]),
            'unheart' => Comment::query()->whereKey($ids)->update(['is_hearted' => false]),
            'pin' => DB::transaction(fn () => $comments->each(fn (Comment $comment) => $pin->handle($comment))),
            'unpin' => Comment::query()->whereKey($ids)->update(['is_pinned' => false]),
            'approve' => $approve->handle($comments),
            // The last of the actions the request lets through.
            default => $delete->handle($comments),
        };

        return back()->with('status', self::done($request->string('action')->value(), $count));
    }

    /**
     * @param  Comment  $comment  bound from the URL for the request, which checks and reads it
     */
    public function reply(ReplyToCommentRequest $request, Comment $comment, PostComment $post): RedirectResponse
    {
        /** @var User $owner */
        $owner = $request->user();
        $post->handle($request->video(), $owner, $request->string('body')->value(), $request->thread());

        return back()->with('status', __('Reply posted.'));
    }

    private static function done(string $action, int $count): string
    {
        return match ($action) {
            'heart' => trans_choice('{1} Comment hearted.|[2,*] :count comments hearted.', $count),
            'unheart' => trans_choice('{1} Heart removed.|[2,*] Hearts removed from :count comments.', $count),
            'pin' => trans_choice('{1} Comment pinned.|[2,*] :count comments pinned.', $count),
            'unpin' => trans_choice('{1} Comment unpinned.|[2,*] :count comments unpinned.', $count),
            'approve' => trans_choice('{1} Comment approved.|[2,*] :count comments approved.', $count),
            default => trans_choice('{1} Comment deleted.|[2,*] :count comments deleted.', $count),
        };
    }
}

<?php

namespace App\Http\Requests\Studio;

use App\Enums\CommentStatus;
use App\Models\Comment;
use App\Models\Video;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * An action on comments chosen in the studio: one row's heart, pin, approve or delete, or
 * the selection's. Every id must name a comment under one of the creator's own videos, or
 * nothing is done: another channel's comment is a 404, one that is gone a field error.
 */
class BulkCommentRequest extends FormRequest
{
    public const MAX_COMMENTS = 100;

    public const ACTIONS = ['heart', 'unheart', 'pin', 'unpin', 'approve', 'delete'];

    /** @var Collection<int, Comment>|null */
    private ?Collection $selected = null;

    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        return [
            'action' => ['bail', 'required', 'string', Rule::in(self::ACTIONS)],
            'comments' => ['bail', 'required', 'array', 'list', 'max:'.self::MAX_COMMENTS],
            'comments.*' => ['bail', 'required', 'integer', 'min:1', 'distinct'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'comments.required' => __('Select at least one comment.'),
            'comments.max' => __('Select at most :max comments at a time.'),
        ];
    }

    /**
     * @return array<int, callable(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator) {
            if ($validator->errors()->isNotEmpty()) {
                return;
            }

            // Another channel's comment refuses the whole selection.
            foreach ($this->comments() as $comment) {
                Gate::authorize('moderate', $comment);
            }
            if ($this->comments()->count() !== count($this->input('comments'))) {
                $validator->errors()->add('comments', __('Some of the selected comments no longer exist.'));

                return;
            }

            if ($this->input('action') === 'pin') {
                $this->checkPins($validator);
            }
        }];
    }

    /**
     * The chosen comments, each with its video and the video's channel.
     *
     * @return Collection<int, Comment>
     */
    public function comments(): Collection
    {
        if ($this->selected === null) {
            $this->selected = Comment::query()
                ->with('commentable')
                ->whereKey(array_map('intval', $this->input('comments')))
                ->get();
            $this->selected->loadMorph('commentable', [Video::class => ['channel']]);
        }

        return $this->selected;
    }

    /** A pin puts one published thread on top of its video's comments. */
    private function checkPins(Validator $validator): void
    {
        $comments = $this->comments();

        if ($comments->contains(fn (Comment $comment) => $comment->parent_id !== null)) {
            $validator->errors()->add('comments', __('Only top-level comments can be pinned, not replies.'));
        } elseif ($comments->contains(fn (Comment $comment) => $comment->status !== CommentStatus::Published)) {
            $validator->errors()->add('comments', __('Approve a held comment before pinning it.'));
        } elseif ($comments->countBy('commentable_id')->max() > 1) {
            $validator->errors()->add('comments', __('Only one comment per video can be pinned.'));
        }
    }
}

<?php

namespace App\Http\Requests\Watch;

use App\Models\Comment;
use App\Models\Video;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Validator;

class StoreCommentRequest extends FormRequest
{
    public const MAX_LENGTH = 10000;

    public static function commentsOff(): string
    {
        return __('Comments are turned off for this video.');
    }

    public function authorize(): bool
    {
        // Before validation, so a video the writer may not see says nothing about its comments.
        Gate::authorize('view', $this->route('video'));

        return true;
    }

    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [
            'body' => ['bail', 'required', 'string', 'max:'.self::MAX_LENGTH],
            'parent_id' => ['bail', 'nullable', 'integer'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'body.required' => __('Write a comment first.'),
            'body.max' => __('A comment can be at most :max characters long.'),
        ];
    }

    /**
     * @return list<callable(Validator): void>
     */
    public function after(): array
    {
        return [
            function (Validator $validator) {
                $video = $this->route('video');
                if ($video instanceof Video && ! $video->comments_enabled) {
                    $validator->errors()->add('body', self::commentsOff());
                }
            },
            function (Validator $validator) {
                if ($validator->errors()->isNotEmpty() || $this->input('parent_id') === null) {
                    return;
                }

                if ($this->parent() === null) {
                    $validator->errors()->add('parent_id', __('The comment you are replying to is no longer available.'));
                }
            },
        ];
    }

    /**
     * The top-level comment a reply goes under. Replying to a reply answers in the same
     * thread, so threads stay one level deep.
     */
    public function parent(): ?Comment
    {
        $video = $this->route('video');

        if (! $video instanceof Video || $this->input('parent_id') === null) {
            return null;
        }

        $comment = Comment::query()
            ->where('commentable_type', $video->getMorphClass())
            ->where('commentable_id', $video->id)
            ->scopes(['visibleOn' => [$video, $this->user()]])
            ->find((int) $this->input('parent_id'));

        return $comment?->parent_id !== null
            ? Comment::query()->find($comment->parent_id)
            : $comment;
    }
}

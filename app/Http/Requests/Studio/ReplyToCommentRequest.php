<?php

namespace App\Http\Requests\Studio;

use App\Http\Requests\Watch\StoreCommentRequest;
use App\Models\Comment;
use App\Models\Video;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Validator;

/**
 * The channel's owner answering a comment from the studio. The reply joins the comment's
 * thread under the video, published at once, as the owner's comments always are.
 */
class ReplyToCommentRequest extends FormRequest
{
    public function authorize(): bool
    {
        // Before validation, so another channel's comment is a 404 rather than a list of errors.
        Gate::authorize('moderate', $this->comment());

        return true;
    }

    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [
            'body' => ['bail', 'required', 'string', 'max:'.StoreCommentRequest::MAX_LENGTH],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'body.required' => __('Write a reply first.'),
            'body.max' => __('A reply can be at most :max characters long.'),
        ];
    }

    /**
     * @return list<callable(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator) {
            if (! $this->video()->comments_enabled) {
                $validator->errors()->add('body', StoreCommentRequest::commentsOff());
            }
        }];
    }

    public function comment(): Comment
    {
        /** @var Comment */
        return $this->route('comment');
    }

    public function video(): Video
    {
        /** @var Video moderate() has checked that the comment is under one of the owner's videos */
        return $this->comment()->commentedVideo();
    }

    /** The top-level comment the reply goes under: threads stay one level deep. */
    public function thread(): Comment
    {
        $comment = $this->comment();

        return $comment->parent_id === null ? $comment : $comment->parent()->firstOrFail();
    }
}

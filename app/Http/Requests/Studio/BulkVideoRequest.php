<?php

namespace App\Http\Requests\Studio;

use App\Enums\Visibility;
use App\Models\Video;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * An action on the rows selected in the content table. Every id must name one of the
 * creator's own videos, or nothing is done.
 */
class BulkVideoRequest extends FormRequest
{
    public const MAX_VIDEOS = 100;

    /** @var Collection<int, Video>|null */
    private ?Collection $selected = null;

    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        return [
            'action' => ['bail', 'required', 'string', Rule::in(['visibility', 'delete'])],
            'visibility' => ['bail', 'required_if:action,visibility', 'nullable', 'string', Rule::enum(Visibility::class)],
            'videos' => ['bail', 'required', 'array', 'list', 'max:'.self::MAX_VIDEOS],
            'videos.*' => ['bail', 'required', 'string', 'distinct', 'max:20'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'videos.required' => __('Select at least one video.'),
            'videos.max' => __('Select at most :max videos at a time.'),
            'visibility.required_if' => __('Choose a visibility.'),
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

            // Another channel's id (or one that does not exist) refuses the whole selection.
            foreach ($this->videos() as $video) {
                Gate::authorize('update', $video);
            }
            if ($this->videos()->count() !== count($this->input('videos'))) {
                $validator->errors()->add('videos', __('Some of the selected videos no longer exist.'));
            }
        }];
    }

    /**
     * @return Collection<int, Video>
     */
    public function videos(): Collection
    {
        return $this->selected ??= Video::query()->with('channel')->whereIn('public_id', $this->input('videos'))->get();
    }
}

<?php

namespace App\Http\Requests\Studio;

use App\Enums\Category;
use App\Enums\VideoKind;
use App\Enums\Visibility;
use App\Media\ImageNormalizer;
use App\Models\Video;
use Closure;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Str;
use Illuminate\Validation\Rule;

/**
 * The details of one of the creator's videos, from the upload page's form or the edit page.
 * A short has the spec's shorter limits and no unlisted or category choice.
 */
class UpdateVideoRequest extends FormRequest
{
    public const SHORT_TITLE_MAX = 100;

    public const SHORT_DESCRIPTION_MAX = 300;

    /** A video's title and description show no limit in the form; these are what we store. */
    public const VIDEO_TITLE_MAX = 200;

    public const VIDEO_DESCRIPTION_MAX = 5000;

    public const MAX_TAGS = 15;

    public const TAG_MAX = 30;

    public const THUMBNAIL_MAX_KB = 2 * 1024;

    public function authorize(): bool
    {
        // Before validation, so another channel's video is a 404 rather than a list of errors.
        Gate::authorize('update', $this->video());

        return true;
    }

    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        $short = $this->isShort();
        $max = ImageNormalizer::MAX_SIDE;

        return [
            'title' => ['bail', 'required', 'string', 'max:'.($short ? self::SHORT_TITLE_MAX : self::VIDEO_TITLE_MAX)],
            'description' => ['bail', 'nullable', 'string', 'max:'.($short ? self::SHORT_DESCRIPTION_MAX : self::VIDEO_DESCRIPTION_MAX)],
            'tags' => ['bail', 'nullable', 'string', 'max:1000', function (string $attribute, string $value, Closure $fail) {
                $tags = self::splitTags($value);
                if (count($tags) > self::MAX_TAGS) {
                    $fail(__('Use at most :count tags.', ['count' => self::MAX_TAGS]));
                } elseif (array_filter($tags, fn (string $tag) => Str::length($tag) > self::TAG_MAX) !== []) {
                    $fail(__('Each tag can be at most :count characters.', ['count' => self::TAG_MAX]));
                }
            }],
            'visibility' => ['bail', 'required', 'string', Rule::in(array_map(
                fn (Visibility $visibility) => $visibility->value,
                $short ? [Visibility::Private, Visibility::Public] : Visibility::cases(),
            ))],
            'category' => $short
                ? ['bail', 'prohibited']
                : ['bail', 'nullable', 'string', Rule::in(array_map(fn (Category $category) => $category->value, Category::uploadable()))],
            'is_kids_friendly' => ['bail', 'sometimes', 'boolean'],
            'comments_enabled' => ['bail', 'sometimes', 'boolean'],
            // `image` and `mimes` sniff the content, not the name; `image` refuses SVG.
            'thumbnail' => ['bail', 'nullable', 'file', 'image', 'mimes:jpeg,png,webp,gif', 'max:'.self::THUMBNAIL_MAX_KB,
                "dimensions:min_width=90,min_height=90,max_width={$max},max_height={$max}", 'prohibits:thumbnail_candidate'],
            'thumbnail_candidate' => ['bail', 'nullable', 'integer', 'min:0', 'max:'.max(0, count($this->video()->thumbnail_candidates ?? []) - 1),
                function (string $attribute, mixed $value, Closure $fail) {
                    if (($this->video()->thumbnail_candidates ?? []) === []) {
                        $fail(__('The frames to pick from are not ready yet.'));
                    }
                }],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $short = $this->isShort();
        $image = __('Please upload an image file for the thumbnail');

        return [
            'title.required' => $short ? __('Please enter a title for your short') : __('Please enter a title for your video'),
            'thumbnail.file' => $image,
            'thumbnail.image' => $image,
            'thumbnail.mimes' => $image,
            'thumbnail.uploaded' => __('The thumbnail could not be uploaded; it must be at most 2 MB.'),
            'thumbnail.max' => __('The thumbnail must be at most 2 MB.'),
            'thumbnail.dimensions' => __('The thumbnail must be between 90×90 and :max×:max pixels.', ['max' => ImageNormalizer::MAX_SIDE]),
            'category.prohibited' => __('Shorts have no category.'),
            'visibility.in' => $short ? __('A short is either private or public.') : __('Choose private, unlisted or public.'),
        ];
    }

    /**
     * @return array<string, mixed>
     */
    public function details(): array
    {
        $details = [
            'title' => $this->string('title')->squish()->value(),
            'description' => $this->filled('description') ? $this->string('description')->trim()->value() : null,
            'tags' => self::splitTags((string) $this->input('tags', '')),
            'visibility' => $this->enum('visibility', Visibility::class),
        ];

        if ($this->has('comments_enabled')) {
            $details['comments_enabled'] = $this->boolean('comments_enabled');
        }

        if (! $this->isShort()) {
            $details['category'] = $this->enum('category', Category::class);
            $details['is_kids_friendly'] = $this->boolean('is_kids_friendly');
        }

        return $details;
    }

    public function thumbnail(): ?UploadedFile
    {
        $file = $this->file('thumbnail');

        return $file instanceof UploadedFile ? $file : null;
    }

    public function thumbnailCandidate(): ?int
    {
        return $this->filled('thumbnail_candidate') ? $this->integer('thumbnail_candidate') : null;
    }

    /**
     * @return list<string>
     */
    public static function splitTags(string $tags): array
    {
        return array_values(array_unique(array_filter(
            array_map(fn (string $tag) => Str::squish($tag), explode(',', $tags)),
            fn (string $tag) => $tag !== '',
        )));
    }

    private function isShort(): bool
    {
        return $this->video()->kind === VideoKind::Short;
    }

    private function video(): Video
    {
        /** @var Video */
        return $this->route('video');
    }
}

<?php

namespace App\Http\Requests\Studio;

use App\Enums\CaptionLanguage;
use App\Models\Video;
use Closure;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;

/**
 * A WebVTT caption track for one of the creator's videos. The file is judged by its content:
 * a WebVTT file is UTF-8 text whose first line starts with "WEBVTT", whatever its name says.
 */
class StoreCaptionTrackRequest extends FormRequest
{
    public const MAX_KB = 1024;

    public function authorize(): bool
    {
        // Before validation, so another channel's video is a 404 rather than a list of errors.
        Gate::authorize('update', $this->route('video'));

        return true;
    }

    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        return [
            'language' => ['bail', 'required', 'string', Rule::enum(CaptionLanguage::class)],
            'file' => ['bail', 'required', 'file', 'max:'.self::MAX_KB, function (string $attribute, mixed $value, Closure $fail) {
                if (! $value instanceof UploadedFile || ! self::isWebVtt((string) $value->get())) {
                    $fail(__('The captions file must be a WebVTT file: text whose first line starts with WEBVTT.'));
                }
            }],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $language = __('Choose the language of the captions.');

        return [
            'language.required' => $language,
            'language.string' => $language,
            'language.enum' => $language,
            'file.required' => __('Choose a WebVTT (.vtt) file to upload.'),
            'file.file' => __('Choose a WebVTT (.vtt) file to upload.'),
            'file.uploaded' => __('The captions file could not be uploaded; it must be at most 1 MB.'),
            'file.max' => __('The captions file must be at most 1 MB.'),
        ];
    }

    public function language(): CaptionLanguage
    {
        /** @var CaptionLanguage */
        return $this->enum('language', CaptionLanguage::class);
    }

    public function captionFile(): UploadedFile
    {
        /** @var UploadedFile */
        return $this->file('file');
    }

    /** The WebVTT signature: an optional byte order mark, then WEBVTT alone or before a space, tab or line break. */
    public static function isWebVtt(string $contents): bool
    {
        return mb_check_encoding($contents, 'UTF-8')
            && preg_match('/\A(?:\xEF\xBB\xBF)?WEBVTT(?:[ \t\r\n]|\z)/', $contents) === 1;
    }
}

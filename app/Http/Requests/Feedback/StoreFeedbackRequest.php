<?php

namespace App\Http\Requests\Feedback;

use App\Enums\Mood;
use App\Feedback\AttachmentType;
use Closure;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;
use Illuminate\Validation\Rule;

/**
 * Send Feedback: a mood, optional text, the screenshot flag and up to five attachments, each
 * checked by its content. Anyone may send it, signed in or not (throttled per IP).
 */
class StoreFeedbackRequest extends FormRequest
{
    public const TEXT_MAX = 5000;

    public const PAGE_URL_MAX = 2048;

    public function authorize(): bool
    {
        return true;
    }

    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        $maxKilobytes = AttachmentType::MAX_KILOBYTES;

        return [
            'mood' => ['bail', 'required', 'string', Rule::enum(Mood::class)],
            'text' => ['bail', 'nullable', 'string', 'max:'.self::TEXT_MAX],
            'include_screenshot' => ['bail', 'nullable', 'boolean'],
            // The path of the page the visitor came from: this site's own, never another's.
            'page_url' => ['bail', 'nullable', 'string', 'max:'.self::PAGE_URL_MAX, 'regex:#^/(?![/\\\\])\S*$#'],
            'attachments' => ['bail', 'nullable', 'array', 'list'],
            // `mimetypes` reads the type from the file's bytes (fileinfo), never from its name.
            'attachments.*' => ['bail', 'file', $this->withinCount(), 'mimetypes:'.implode(',', AttachmentType::mimeTypes()), "max:{$maxKilobytes}"],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $size = ['megabytes' => AttachmentType::MAX_KILOBYTES / 1024];

        return [
            'mood.required' => __('Choose how you feel about Blipstream.'),
            'mood.enum' => __('Choose Satisfied, Neutral or Dissatisfied.'),
            'text.max' => __('Keep your feedback under :max characters.', ['max' => self::TEXT_MAX]),
            'page_url.regex' => __('The page must be one of this site\'s.'),
            'attachments.array' => __('Attachments must be files.'),
            'attachments.list' => __('Attachments must be files.'),
            'attachments.*.file' => __('This attachment is not a file.'),
            'attachments.*.uploaded' => __('This file could not be uploaded; each attachment can be at most :megabytes MB.', $size),
            'attachments.*.mimetypes' => __('Attach an image (PNG, JPEG, GIF or WebP), a PDF, a Word document (DOC or DOCX) or a plain-text file.'),
            'attachments.*.max' => __('Each attachment can be at most :megabytes MB.', $size),
        ];
    }

    public function mood(): Mood
    {
        return Mood::from($this->string('mood')->value());
    }

    public function text(): ?string
    {
        $text = $this->string('text')->trim()->value();

        return $text === '' ? null : $text;
    }

    public function includeScreenshot(): bool
    {
        return $this->boolean('include_screenshot');
    }

    public function pageUrl(): ?string
    {
        return $this->filled('page_url') ? $this->string('page_url')->value() : null;
    }

    /**
     * @return list<UploadedFile>
     */
    public function attachments(): array
    {
        $files = $this->file('attachments');

        // Validation has made sure that each is a file.
        return is_array($files) ? array_values($files) : [];
    }

    /**
     * Refuses the sixth file and every one after it, each on its own field.
     */
    private function withinCount(): Closure
    {
        return function (string $attribute, mixed $value, Closure $fail): void {
            $position = (int) substr($attribute, strlen('attachments.'));
            if ($position >= AttachmentType::MAX_FILES) {
                $fail(__('You can attach at most :count files; remove this one.', ['count' => AttachmentType::MAX_FILES]));
            }
        };
    }
}

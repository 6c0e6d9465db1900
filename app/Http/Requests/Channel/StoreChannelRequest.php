<?php

namespace App\Http\Requests\Channel;

use App\Media\ImageNormalizer;
use App\Models\Channel;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\Exceptions\HttpResponseException;
use Illuminate\Http\UploadedFile;

class StoreChannelRequest extends FormRequest
{
    public const PROFILE_MAX_KB = 4 * 1024;

    public const BANNER_MAX_KB = 6 * 1024;

    public const PROFILE_MIN = [98, 98];

    public const BANNER_MIN = [1024, 576];

    public function authorize(): bool
    {
        return (bool) $this->user()?->can('create', Channel::class);
    }

    /**
     * A second channel is not an error the user can fix here; send them to the one they have.
     */
    protected function failedAuthorization(): never
    {
        throw new HttpResponseException(to_route('studio.dashboard')->with('status', 'channel-exists'));
    }

    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [
            'name' => ['bail', 'required', 'string', 'max:100'],
            'description' => ['bail', 'nullable', 'string', 'max:5000'],
            // `image` and `mimes` sniff the file's content, not its name; `image` refuses SVG.
            'profile' => $this->imageRules(self::PROFILE_MAX_KB, self::PROFILE_MIN),
            'banner' => $this->imageRules(self::BANNER_MAX_KB, self::BANNER_MIN),
        ];
    }

    /**
     * @param  array{int, int}  $min
     * @return list<string>
     */
    private function imageRules(int $maxKilobytes, array $min): array
    {
        $max = ImageNormalizer::MAX_SIDE;

        return [
            'bail',
            'nullable',
            'file',
            'image',
            'mimes:jpeg,png,webp,gif',
            "max:{$maxKilobytes}",
            "dimensions:min_width={$min[0]},min_height={$min[1]},max_width={$max},max_height={$max}",
        ];
    }

    /**
     * @return array<string, string>
     */
    public function attributes(): array
    {
        return [
            'name' => 'channel name',
            'description' => 'channel description',
            'profile' => 'profile picture',
            'banner' => 'banner',
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $max = ImageNormalizer::MAX_SIDE;
        $messages = [];

        foreach ([
            'profile' => ['The profile picture', self::PROFILE_MAX_KB, self::PROFILE_MIN],
            'banner' => ['The banner', self::BANNER_MAX_KB, self::BANNER_MIN],
        ] as $field => [$label, $kilobytes, $min]) {
            $megabytes = $kilobytes / 1024;
            $type = "{$label} must be a JPEG, PNG, WebP or GIF image.";

            $messages += [
                "{$field}.file" => $type,
                "{$field}.image" => $type,
                "{$field}.mimes" => $type,
                "{$field}.uploaded" => "{$label} could not be uploaded; it must be at most {$megabytes} MB.",
                "{$field}.max" => "{$label} must be at most {$megabytes} MB.",
                "{$field}.dimensions" => "{$label} must be between {$min[0]}×{$min[1]} and {$max}×{$max} pixels.",
            ];
        }

        return $messages;
    }

    /**
     * @return array{name: string, description: string|null}
     */
    public function channelData(): array
    {
        return [
            'name' => $this->string('name')->trim()->value(),
            'description' => $this->filled('description') ? $this->string('description')->trim()->value() : null,
        ];
    }

    public function profile(): ?UploadedFile
    {
        return $this->uploaded('profile');
    }

    public function banner(): ?UploadedFile
    {
        return $this->uploaded('banner');
    }

    private function uploaded(string $key): ?UploadedFile
    {
        $file = $this->file($key);

        return $file instanceof UploadedFile ? $file : null;
    }
}

<?php

namespace App\Channels;

use App\Media\ImageNormalizer;
use App\Media\UnreadableImage;
use Illuminate\Http\UploadedFile;
use Illuminate\Validation\ValidationException;

/**
 * A channel's two pictures, with the checks an upload of each passes, on channel creation and
 * in the studio's Branding tab alike.
 */
enum ChannelImage: string
{
    case Avatar = 'avatar';
    case Banner = 'banner';

    /** The form field that carries the upload. */
    public function field(): string
    {
        return match ($this) {
            self::Avatar => 'profile',
            self::Banner => 'banner',
        };
    }

    public function column(): string
    {
        return "{$this->value}_path";
    }

    public function label(): string
    {
        return match ($this) {
            self::Avatar => __('profile picture'),
            self::Banner => __('banner'),
        };
    }

    /**
     * The stored size: 800×800 and 2048×1152, the sizes the forms recommend.
     *
     * @return array{int, int}
     */
    public function size(): array
    {
        return match ($this) {
            self::Avatar => [800, 800],
            self::Banner => [2048, 1152],
        };
    }

    /**
     * @return array{int, int}
     */
    public function minimum(): array
    {
        return match ($this) {
            self::Avatar => [98, 98],
            self::Banner => [1024, 576],
        };
    }

    public function maxKilobytes(): int
    {
        return match ($this) {
            self::Avatar => 4 * 1024,
            self::Banner => 6 * 1024,
        };
    }

    /**
     * `image` and `mimes` sniff the file's content, not its name; `image` refuses SVG.
     *
     * @return list<string>
     */
    public function rules(): array
    {
        $max = ImageNormalizer::MAX_SIDE;
        [$minWidth, $minHeight] = $this->minimum();

        return [
            'bail',
            'nullable',
            'file',
            'image',
            'mimes:jpeg,png,webp,gif',
            "max:{$this->maxKilobytes()}",
            "dimensions:min_width={$minWidth},min_height={$minHeight},max_width={$max},max_height={$max}",
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $max = ImageNormalizer::MAX_SIDE;
        [$minWidth, $minHeight] = $this->minimum();
        $image = $this->label();
        $megabytes = $this->maxKilobytes() / 1024;
        $type = __('The :image must be a JPEG, PNG, WebP or GIF image.', ['image' => $image]);
        $field = $this->field();

        return [
            "{$field}.file" => $type,
            "{$field}.image" => $type,
            "{$field}.mimes" => $type,
            "{$field}.uploaded" => __('The :image could not be uploaded; it must be at most :megabytes MB.', ['image' => $image, 'megabytes' => $megabytes]),
            "{$field}.max" => __('The :image must be at most :megabytes MB.', ['image' => $image, 'megabytes' => $megabytes]),
            "{$field}.dimensions" => __('The :image must be between :min_width×:min_height and :max×:max pixels.', [
                'image' => $image, 'min_width' => $minWidth, 'min_height' => $minHeight, 'max' => $max,
            ]),
        ];
    }

    /**
     * The upload re-encoded as a WebP of the stored size, before anything is written.
     *
     * @throws ValidationException when the file cannot be decoded
     */
    public function normalize(ImageNormalizer $images, UploadedFile $file): string
    {
        try {
            return $images->cover($file->getRealPath() ?: $file->getPathname(), ...$this->size());
        } catch (UnreadableImage) {
            throw ValidationException::withMessages([
                $this->field() => __('The :image could not be read as an image.', ['image' => $this->label()]),
            ]);
        }
    }
}

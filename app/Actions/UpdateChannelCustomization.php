<?php

namespace App\Actions;

use App\Channels\ChannelImage;
use App\Channels\HandleAvailability;
use App\Media\ImageNormalizer;
use App\Media\PublicMedia;
use App\Models\Channel;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;
use Throwable;

/**
 * Saves the customization page: the channel's fields, a new handle and new or removed
 * pictures together, or nothing at all. Pictures are decoded before anything is written;
 * the files they replace go once the row no longer names them.
 */
class UpdateChannelCustomization
{
    public function __construct(
        private readonly ImageNormalizer $images,
        private readonly ReplaceChannelImage $replaceImage,
        private readonly ChangeChannelHandle $changeHandle,
    ) {
    }

    /**
     * @param  array<string, mixed>  $attributes  columns by name
     * @param  string|null  $handle  the new handle, null to keep it
     * @param  array<string, UploadedFile|null>  $imageChanges  by ChannelImage value: a new picture, or null to remove it
     *
     * @throws ValidationException when a picture cannot be decoded or the handle was taken meanwhile
     */
    public function handle(Channel $channel, array $attributes, ?string $handle, array $imageChanges): void
    {
        $pictures = [];
        foreach ($imageChanges as $value => $file) {
            $image = ChannelImage::from($value);
            $pictures[] = [$image, $file === null ? null : $image->normalize($this->images, $file)];
        }

        $stored = [];
        $replaced = [];

        try {
            DB::transaction(function () use ($channel, $attributes, $handle, $pictures, &$stored, &$replaced) {
                if ($handle !== null) {
                    $this->changeHandle->handle($channel, $handle);
                }

                $channel->fill($attributes);

                foreach ($pictures as [$image, $webp]) {
                    $files = $this->replaceImage->handle($channel, $image, $webp);
                    $stored[] = $files['stored'];
                    $replaced[] = $files['replaced'];
                }

                $channel->save();
            });
        } catch (Throwable $e) {
            $channel->refresh();
            PublicMedia::disk()->delete(array_values(array_filter($stored)));

            throw $e instanceof UniqueConstraintViolationException
                ? ValidationException::withMessages(['handle' => HandleAvailability::taken()])
                : $e;
        }

        PublicMedia::disk()->delete(array_values(array_filter($replaced)));
    }
}

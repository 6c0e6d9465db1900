<?php

namespace App\Actions;

use App\Enums\VideoKind;
use App\Media\ImageNormalizer;
use App\Media\UnreadableImage;
use App\Media\VideoMedia;
use App\Models\Video;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/**
 * Saves what the creator set in the details form. A custom thumbnail is re-encoded from its
 * pixels alone (16:9, or 9:16 for a short) and replaces the previous custom one; picking one
 * of the candidate frames instead leaves the candidates as they are.
 */
final class UpdateVideoDetails
{
    private const VIDEO_THUMBNAIL = [1280, 720];

    private const SHORT_THUMBNAIL = [720, 1280];

    public function __construct(private readonly ImageNormalizer $images)
    {
    }

    /**
     * @param  array<string, mixed>  $details
     *
     * @throws ValidationException when the thumbnail cannot be decoded; nothing is changed
     */
    public function handle(Video $video, array $details, ?UploadedFile $thumbnail, ?int $candidate): void
    {
        $previous = $video->thumbnail_path;
        $custom = $thumbnail === null ? null : $this->encode($video, $thumbnail);

        if ($custom !== null) {
            $path = VideoMedia::directory($video).'/thumbnails/custom-'.Str::random(8).'.webp';
            VideoMedia::disk($video)->put($path, $custom);
            $details['thumbnail_path'] = $path;
        } elseif ($candidate !== null) {
            $details['thumbnail_path'] = $video->thumbnail_candidates[$candidate] ?? $previous;
        }

        $video->fill($details)->save();

        if ($previous !== null && $previous !== $video->thumbnail_path && self::isCustom($video, $previous)) {
            VideoMedia::disk($video)->delete($previous);
        }
    }

    private function encode(Video $video, UploadedFile $file): string
    {
        $size = $video->kind === VideoKind::Short ? self::SHORT_THUMBNAIL : self::VIDEO_THUMBNAIL;

        try {
            return $this->images->cover($file->getRealPath() ?: $file->getPathname(), ...$size);
        } catch (UnreadableImage) {
            throw ValidationException::withMessages(['thumbnail' => __('Please upload an image file for the thumbnail')]);
        }
    }

    private static function isCustom(Video $video, string $path): bool
    {
        return str_starts_with($path, VideoMedia::directory($video).'/thumbnails/custom-');
    }
}

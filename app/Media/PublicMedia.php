<?php

namespace App\Media;

use App\Support\Origin;
use Illuminate\Filesystem\FilesystemAdapter;
use Illuminate\Support\Facades\Storage;

/**
 * The disk that holds every served media file (HLS, thumbnails, avatars, post images).
 * Local by default; an object-store bucket by `.env` (MEDIA_DISK, config/filesystems.php).
 */
final class PublicMedia
{
    public static function diskName(): string
    {
        return (string) config('filesystems.media.public');
    }

    public static function disk(): FilesystemAdapter
    {
        /** @var FilesystemAdapter */
        return Storage::disk(self::diskName());
    }

    public static function url(?string $path): ?string
    {
        return $path === null || $path === '' ? null : self::disk()->url($path);
    }

    /**
     * The origin serving the media when it is not the page's own (a CDN, a bucket), for the
     * Content-Security-Policy; null when the URLs are relative.
     */
    public static function origin(): ?string
    {
        // Any file's URL names it; an object store has no URL for an empty name.
        return Origin::of(self::disk()->url('origin'));
    }
}

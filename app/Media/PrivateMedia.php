<?php

namespace App\Media;

use App\Support\Origin;
use Illuminate\Filesystem\FilesystemAdapter;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Storage;

/**
 * The disk that holds what only some may see: originals, and the media of videos that are not
 * public (VideoMedia). Local by default; an object-store bucket by `.env` (PRIVATE_MEDIA_DISK,
 * config/filesystems.php), whose files the media route hands out as short-lived signed URLs.
 */
final class PrivateMedia
{
    /** Long enough to start a download, short enough that a link passed on soon stops working. */
    public const SIGNED_URL_MINUTES = 5;

    public static function diskName(): string
    {
        return (string) config('filesystems.media.private');
    }

    public static function disk(): FilesystemAdapter
    {
        /** @var FilesystemAdapter */
        return Storage::disk(self::diskName());
    }

    /**
     * Whether files are handed out as signed URLs of the store itself rather than streamed by
     * the app. The local disk can sign URLs too (Laravel's `serve`), but those come back to
     * this app, so it streams them itself.
     */
    public static function signsUrls(): bool
    {
        return config('filesystems.disks.'.self::diskName().'.driver') !== 'local' && self::disk()->providesTemporaryUrls();
    }

    /**
     * A URL of the store that serves the file as $type, to nobody in particular, until it
     * expires; shared caches must not keep it.
     */
    public static function signedUrl(string $path, string $type): string
    {
        return self::disk()->temporaryUrl($path, Carbon::now()->addMinutes(self::SIGNED_URL_MINUTES), [
            'ResponseContentType' => $type,
            'ResponseCacheControl' => 'private, max-age='.(self::SIGNED_URL_MINUTES * 60),
        ]);
    }

    /**
     * The origin the signed URLs point at, for the Content-Security-Policy; null when files
     * are streamed by the app itself.
     */
    public static function origin(): ?string
    {
        return self::signsUrls() ? Origin::of(self::disk()->temporaryUrl('origin', Carbon::now()->addMinute())) : null;
    }
}

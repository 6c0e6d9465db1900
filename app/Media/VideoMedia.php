<?php

namespace App\Media;

use App\Enums\Visibility;
use App\Models\Video;
use Illuminate\Filesystem\FilesystemAdapter;

/**
 * Where an uploaded video's own media (playlists, segments, thumbnails, storyboard) lives and
 * how it is addressed. Public, published videos are static files on the public disk, cacheable
 * by anyone; every other video's media sits on the private disk and is served only through
 * the authorizing media route, so a link kept from before a video went private stops working.
 */
final class VideoMedia
{
    /** The route parameter `path`: plain file names in plain folders, never `..`. */
    public const PATH_PATTERN = '[A-Za-z0-9_-][A-Za-z0-9_.-]*(/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*';

    public static function directory(Video $video): string
    {
        return self::directoryOf($video->public_id);
    }

    public static function directoryOf(string $publicId): string
    {
        return 'videos/'.$publicId;
    }

    public static function disk(Video $video): FilesystemAdapter
    {
        return $video->media_private ? PrivateMedia::disk() : PublicMedia::disk();
    }

    public static function url(Video $video, ?string $path): ?string
    {
        return self::urlOf($video->public_id, (bool) $video->media_private, $path);
    }

    /**
     * url() for a video known by its public id and whether its media is private, as a list's
     * row gives them (VideoCardResource).
     */
    public static function urlOf(string $publicId, bool $mediaPrivate, ?string $path): ?string
    {
        $prefix = self::directoryOf($publicId).'/';

        if ($path === null || $path === '' || ! $mediaPrivate || ! str_starts_with($path, $prefix)) {
            return PublicMedia::url($path);
        }

        return route('media.video', ['video' => $publicId, 'path' => substr($path, strlen($prefix))], absolute: false);
    }

    /**
     * Where the media belongs now: anything but a public, published video stays private.
     */
    public static function belongsOnPrivateDisk(Video $video): bool
    {
        return ! ($video->visibility === Visibility::Public && $video->isPublished());
    }

    public static function deleteAll(Video $video): void
    {
        PublicMedia::disk()->deleteDirectory(self::directory($video));
        PrivateMedia::disk()->deleteDirectory(self::directory($video));
    }
}

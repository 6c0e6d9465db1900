<?php

namespace App\Media;

use GdImage;
use ValueError;

/**
 * Decodes an uploaded raster image and encodes a fresh WebP from its pixels alone, so nothing
 * but the picture survives: EXIF (camera, GPS), comments and any bytes smuggled after the
 * image data are dropped.
 */
class ImageNormalizer
{
    /** The largest image we agree to decode; a tiny file can claim huge dimensions and exhaust memory. */
    public const MAX_SIDE = 4096;

    /**
     * The quality of every WebP the app makes (uploaded images, the frames of uploads, sample art):
     * a 640 px thumbnail is about half the bytes of the JPEG ffmpeg writes at -q:v 3, and looks the same.
     */
    public const WEBP_QUALITY = 80;

    /** @var list<int> */
    private const DECODABLE = [IMAGETYPE_JPEG, IMAGETYPE_PNG, IMAGETYPE_GIF, IMAGETYPE_WEBP];

    /**
     * Crops the centre of the image to the aspect ratio of $width x $height and scales it to that
     * size; a smaller source keeps its own resolution (never upscaled) at the same aspect ratio.
     *
     * @return string WebP bytes
     *
     * @throws UnreadableImage
     */
    public function cover(string $path, int $width, int $height): string
    {
        $source = $this->decode($path);
        $sourceWidth = imagesx($source);
        $sourceHeight = imagesy($source);

        [$cropWidth, $cropHeight] = $sourceWidth * $height > $sourceHeight * $width
            ? [max(1, (int) round($sourceHeight * $width / $height)), $sourceHeight]
            : [$sourceWidth, max(1, (int) round($sourceWidth * $height / $width))];

        [$outWidth, $outHeight] = $cropWidth >= $width ? [$width, $height] : [$cropWidth, $cropHeight];

        $canvas = imagecreatetruecolor($outWidth, $outHeight);
        imagealphablending($canvas, false);
        imagesavealpha($canvas, true);
        imagefill($canvas, 0, 0, (int) imagecolorallocatealpha($canvas, 0, 0, 0, 127));

        imagecopyresampled(
            $canvas,
            $source,
            0,
            0,
            intdiv($sourceWidth - $cropWidth, 2),
            intdiv($sourceHeight - $cropHeight, 2),
            $outWidth,
            $outHeight,
            $cropWidth,
            $cropHeight,
        );

        return $this->encodeWebp($canvas);
    }

    /**
     * @throws UnreadableImage
     */
    private function decode(string $path): GdImage
    {
        $info = @getimagesize($path);

        if ($info === false || ! in_array($info[2], self::DECODABLE, true)) {
            throw new UnreadableImage('Not a JPEG, PNG, GIF or WebP image.');
        }

        if ($info[0] < 1 || $info[1] < 1 || $info[0] > self::MAX_SIDE || $info[1] > self::MAX_SIDE) {
            throw new UnreadableImage('Image dimensions out of range.');
        }

        $bytes = @file_get_contents($path);

        try {
            $image = $bytes === false ? false : @imagecreatefromstring($bytes);
        } catch (ValueError) {
            $image = false;
        }

        if ($image === false) {
            throw new UnreadableImage('The image data could not be decoded.');
        }

        if (! imageistruecolor($image)) {
            imagepalettetotruecolor($image);
        }

        return $info[2] === IMAGETYPE_JPEG ? $this->applyOrientation($image, $path) : $image;
    }

    /**
     * Phones store photos sideways plus an EXIF orientation tag; dropping EXIF without applying
     * the tag would show the picture rotated.
     */
    private function applyOrientation(GdImage $image, string $path): GdImage
    {
        $exif = function_exists('exif_read_data') ? @exif_read_data($path) : false;
        $orientation = is_array($exif) && is_int($exif['Orientation'] ?? null) ? $exif['Orientation'] : 1;

        if (in_array($orientation, [2, 4, 5, 7], true)) {
            imageflip($image, IMG_FLIP_HORIZONTAL);
        }

        // imagerotate turns counter-clockwise.
        $angle = match ($orientation) {
            3, 4 => 180,
            5, 6 => 270,
            7, 8 => 90,
            default => 0,
        };

        if ($angle === 0) {
            return $image;
        }

        $rotated = imagerotate($image, $angle, 0);

        if ($rotated === false) {
            return $image;
        }

        return $rotated;
    }

    private function encodeWebp(GdImage $image): string
    {
        ob_start();

        try {
            $written = imagewebp($image, null, self::WEBP_QUALITY);
        } finally {
            $bytes = (string) ob_get_clean();
        }

        if (! $written || $bytes === '') {
            throw new UnreadableImage('The image could not be encoded.');
        }

        return $bytes;
    }
}

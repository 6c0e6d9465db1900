<?php

namespace Tests\Feature\Channel;

use GdImage;
use Illuminate\Http\UploadedFile;

/**
 * Builds real image files for upload tests. Files made here go through PHP's content
 * sniffing like a browser upload would, unlike UploadedFile::fake(), which reports the
 * MIME type of the file name.
 */
trait MakesImages
{
    /**
     * An upload whose MIME type is detected from its bytes.
     */
    protected function upload(string $name, string $bytes): UploadedFile
    {
        $path = tempnam(sys_get_temp_dir(), 'upload');
        file_put_contents($path, $bytes);

        return new UploadedFile($path, $name, null, null, true);
    }

    /**
     * A picture whose left half is red and right half blue, so tests can tell how it was cropped or turned.
     */
    protected function splitImage(int $width, int $height): GdImage
    {
        $image = imagecreatetruecolor($width, $height);
        imagefilledrectangle($image, 0, 0, intdiv($width, 2) - 1, $height - 1, (int) imagecolorallocate($image, 255, 0, 0));
        imagefilledrectangle($image, intdiv($width, 2), 0, $width - 1, $height - 1, (int) imagecolorallocate($image, 0, 0, 255));

        return $image;
    }

    protected function pngBytes(int $width, int $height): string
    {
        ob_start();
        imagepng($this->splitImage($width, $height));

        return (string) ob_get_clean();
    }

    /**
     * A JPEG carrying an EXIF block with an orientation tag and an Artist text.
     */
    protected function jpegWithExif(int $width, int $height, int $orientation, string $artist): string
    {
        ob_start();
        imagejpeg($this->splitImage($width, $height), null, 90);
        $jpeg = (string) ob_get_clean();

        $artistValue = $artist."\0";
        $entries = 2;
        $dataOffset = 8 + 2 + 12 * $entries + 4;

        $tiff = 'II'.pack('vV', 42, 8)
            .pack('v', $entries)
            .pack('vvV', 0x0112, 3, 1).pack('vv', $orientation, 0)
            .pack('vvVV', 0x013B, 2, strlen($artistValue), $dataOffset)
            .pack('V', 0)
            .$artistValue;

        $payload = "Exif\0\0".$tiff;
        $segment = "\xFF\xE1".pack('n', strlen($payload) + 2).$payload;

        // Right after the start-of-image marker, where cameras put it.
        return substr($jpeg, 0, 2).$segment.substr($jpeg, 2);
    }

    /**
     * @return array{int, int, int} red, green, blue
     */
    protected function colorAt(string $imageBytes, int $x, int $y): array
    {
        $image = imagecreatefromstring($imageBytes);
        $this->assertNotFalse($image);
        $rgb = imagecolorat($image, $x, $y);

        return [($rgb >> 16) & 0xFF, ($rgb >> 8) & 0xFF, $rgb & 0xFF];
    }
}

<?php

namespace App\Media;

use GdImage;
use Illuminate\Support\Facades\File;

/**
 * Cheap generated pictures for sample data: gradient avatars and banners with initials or a
 * caption, and tinted variations of a video frame used as thumbnails.
 */
class SampleArt
{
    private const BOLD_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

    /**
     * A square avatar: a diagonal-ish gradient with the initials centred.
     *
     * @param  array{int, int, int}  $from
     * @param  array{int, int, int}  $to
     */
    public function avatar(string $output, string $initials, array $from, array $to, int $size = 256): void
    {
        $image = $this->gradient($size, $size, $from, $to);
        $this->centredText($image, mb_strtoupper(mb_substr($initials, 0, 2)), (int) ($size * 0.36));
        $this->save($image, $output);
    }

    /**
     * A wide banner: a gradient with the channel name.
     *
     * @param  array{int, int, int}  $from
     * @param  array{int, int, int}  $to
     */
    public function banner(string $output, string $caption, array $from, array $to, int $width = 1600, int $height = 400): void
    {
        $image = $this->gradient($width, $height, $from, $to);
        $this->centredText($image, $caption, (int) ($height * 0.18));
        $this->save($image, $output);
    }

    /**
     * A copy of $frame tinted towards $tint, with an optional label in the lower left.
     *
     * @param  array{int, int, int}  $tint
     */
    public function tintedFrame(string $frame, string $output, array $tint, string $label = ''): void
    {
        $image = imagecreatefromjpeg($frame);
        if ($image === false) {
            throw new MediaException("Cannot read the frame {$frame}.");
        }
        imagefilter($image, IMG_FILTER_COLORIZE, intdiv($tint[0], 2), intdiv($tint[1], 2), intdiv($tint[2], 2));
        if ($label !== '' && is_file(self::BOLD_FONT)) {
            $height = imagesy($image);
            $size = max(10, intdiv($height, 12));
            $box = (int) imagecolorallocatealpha($image, 0, 0, 0, 50);
            imagefilledrectangle($image, 0, $height - (int) ($size * 2.4), imagesx($image), $height, $box);
            $white = (int) imagecolorallocate($image, 255, 255, 255);
            imagettftext($image, $size, 0, (int) ($size * 0.8), $height - (int) ($size * 0.8), $white, self::BOLD_FONT, $label);
        }
        $this->save($image, $output);
    }

    /**
     * @param  array{int, int, int}  $from
     * @param  array{int, int, int}  $to
     */
    private function gradient(int $width, int $height, array $from, array $to): GdImage
    {
        $image = imagecreatetruecolor($width, $height);
        // Drawn as vertical stripes blended left to right: a few hundred calls, a few ms.
        for ($x = 0; $x < $width; $x += 2) {
            $t = $x / max(1, $width - 1);
            $colour = (int) imagecolorallocate(
                $image,
                (int) ($from[0] + ($to[0] - $from[0]) * $t),
                (int) ($from[1] + ($to[1] - $from[1]) * $t),
                (int) ($from[2] + ($to[2] - $from[2]) * $t),
            );
            imagefilledrectangle($image, $x, 0, $x + 1, $height - 1, $colour);
        }

        return $image;
    }

    private function centredText(GdImage $image, string $text, int $size): void
    {
        if ($text === '' || ! is_file(self::BOLD_FONT)) {
            return;
        }
        $box = imagettfbbox($size, 0, self::BOLD_FONT, $text);
        if ($box === false) {
            return;
        }
        $textWidth = $box[2] - $box[0];
        $textHeight = $box[1] - $box[7];
        $x = intdiv(imagesx($image) - $textWidth, 2) - $box[0];
        $y = intdiv(imagesy($image) + $textHeight, 2) - $box[1];
        $shadow = (int) imagecolorallocatealpha($image, 0, 0, 0, 80);
        imagettftext($image, $size, 0, $x + 3, $y + 3, $shadow, self::BOLD_FONT, $text);
        imagettftext($image, $size, 0, $x, $y, (int) imagecolorallocate($image, 255, 255, 255), self::BOLD_FONT, $text);
    }

    private function save(GdImage $image, string $output): void
    {
        File::ensureDirectoryExists(dirname($output));
        $saved = str_ends_with($output, '.png') ? imagepng($image, $output, 6) : imagejpeg($image, $output, 82);
        if (! $saved) {
            throw new MediaException("Cannot write {$output}.");
        }
    }
}

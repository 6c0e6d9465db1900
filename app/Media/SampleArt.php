<?php

namespace App\Media;

use GdImage;
use Illuminate\Support\Facades\File;

/**
 * Cheap generated pictures for sample data: gradient avatars and banners with initials or a
 * caption, and thumbnails made from a video's frame (titled, or tinted).
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
     * A copy of $frame with $title across it in large outlined capitals, as creators letter
     * their thumbnails, centred on a band of shade that keeps them legible. The middle of the
     * frame is clear of every card's corner badges and of a blip card's caption, and stays in
     * view where a tile crops the sides (the featured grid's large tile is almost square).
     */
    public function titledFrame(string $frame, string $output, string $title): void
    {
        $image = imagecreatefromjpeg($frame);
        if ($image === false) {
            throw new MediaException("Cannot read the frame {$frame}.");
        }
        if (! is_file(self::BOLD_FONT)) {
            $this->save($image, $output);

            return;
        }
        $width = imagesx($image);
        $height = imagesy($image);
        $vertical = $height > $width;
        $maxWidth = (int) ($width * ($vertical ? 0.86 : 0.6));
        $text = mb_strtoupper($title);

        // The largest size at which the title fits in three lines.
        $size = (int) (min($width, $height) / ($vertical ? 7 : 7.5));
        $lines = $this->wrap($text, $size, $maxWidth);
        while (count($lines) > 3 && $size > min($width, $height) / 16) {
            $size = (int) ($size * 0.9);
            $lines = $this->wrap($text, $size, $maxWidth);
        }
        $lineHeight = (int) ($size * 1.25);
        $top = (int) (($vertical ? $height * 0.42 : $height * 0.5) - count($lines) * $lineHeight / 2);

        $pad = (int) ($size * 0.6);
        imagefilledrectangle($image, 0, max(0, $top - $pad), $width - 1, min($height - 1, $top + count($lines) * $lineHeight + $pad), (int) imagecolorallocatealpha($image, 0, 0, 0, 80));

        $stroke = max(1, intdiv($size, 12));
        $blockTop = max(0, $top - $stroke);
        $blockHeight = min($height - $blockTop, count($lines) * $lineHeight + 2 * $stroke + $size);
        $placed = [];
        $blockLeft = $width;
        $blockRight = 0;
        foreach ($lines as $n => $line) {
            $box = imagettfbbox($size, 0, self::BOLD_FONT, $line) ?: [0, 0, 0, 0, 0, 0, 0, 0];
            $x = intdiv($width - ($box[2] - $box[0]), 2) - $box[0];
            $placed[] = [$line, $x, $top + ($n + 1) * $lineHeight - (int) ($size * 0.25)];
            $blockLeft = min($blockLeft, max(0, $x + $box[0] - $stroke));
            $blockRight = max($blockRight, min($width, $x + $box[2] + $stroke));
        }
        $blockWidth = max(1, $blockRight - $blockLeft);

        // The outline: the lines drawn once in black on a clear layer as big as the text,
        // laid under it around a circle (a blit costs far less than drawing the glyphs again).
        $outline = imagecreatetruecolor($blockWidth, $blockHeight);
        imagealphablending($outline, false);
        imagefilledrectangle($outline, 0, 0, $blockWidth - 1, $blockHeight - 1, (int) imagecolorallocatealpha($outline, 0, 0, 0, 127));
        imagealphablending($outline, true);
        $black = (int) imagecolorallocate($outline, 0, 0, 0);
        foreach ($placed as [$line, $x, $y]) {
            imagettftext($outline, $size, 0, $x - $blockLeft, $y - $blockTop, $black, self::BOLD_FONT, $line);
        }
        for ($angle = 0; $angle < 360; $angle += 45) {
            $dx = (int) round($stroke * cos(deg2rad($angle)));
            $dy = (int) round($stroke * sin(deg2rad($angle)));
            imagecopy($image, $outline, $blockLeft + $dx, $blockTop + $dy, 0, 0, $blockWidth, $blockHeight);
        }

        $white = (int) imagecolorallocate($image, 255, 255, 255);
        $yellow = (int) imagecolorallocate($image, 253, 224, 71);
        foreach ($placed as $n => [$line, $x, $y]) {
            // The last line in yellow, the way a thumbnail's punchline stands out.
            $colour = $n === count($lines) - 1 && count($lines) > 1 ? $yellow : $white;
            imagettftext($image, $size, 0, $x, $y, $colour, self::BOLD_FONT, $line);
        }
        $this->save($image, $output);
    }

    /**
     * $text broken into lines no wider than $maxWidth at $size (a single long word stays whole).
     *
     * @return list<string>
     */
    private function wrap(string $text, int $size, int $maxWidth): array
    {
        $lines = [];
        $line = '';
        foreach (preg_split('/\s+/', trim($text)) ?: [] as $word) {
            $candidate = $line === '' ? $word : "{$line} {$word}";
            $box = imagettfbbox($size, 0, self::BOLD_FONT, $candidate);
            if ($line !== '' && $box !== false && $maxWidth < $box[2] - $box[0]) {
                $lines[] = $line;
                $line = $word;
            } else {
                $line = $candidate;
            }
        }
        if ($line !== '') {
            $lines[] = $line;
        }

        return $lines;
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
        $saved = match (pathinfo($output, PATHINFO_EXTENSION)) {
            'png' => imagepng($image, $output, 6),
            'webp' => imagewebp($image, $output, ImageNormalizer::WEBP_QUALITY),
            default => imagejpeg($image, $output, 82),
        };
        if (! $saved) {
            throw new MediaException("Cannot write {$output}.");
        }
    }
}

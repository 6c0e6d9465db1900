<?php

namespace Tests\Feature\Catalogue;

use App\Media\Ffmpeg;
use App\Media\PublicMedia;
use App\Media\SampleArt;
use App\Media\SampleClip;
use App\Media\SampleLibrary;
use App\Media\SampleRenderer;
use Illuminate\Support\Facades\File;

/**
 * The sample library without ffmpeg, for seeder tests: each clip's stills are small flat
 * pictures of a colour of their own, drawn with GD, so the thumbnails made from them are real.
 */
class FakeSampleLibrary extends SampleLibrary
{
    public function __construct()
    {
        parent::__construct(new SampleRenderer(new Ffmpeg), new SampleArt);
    }

    public function ensure(array $clips): array
    {
        return array_map(function (SampleClip $clip) {
            $media = $this->media($clip);
            foreach ($media->frames as $n => $frame) {
                $path = PublicMedia::disk()->path($frame);
                if (! is_file($path)) {
                    $this->drawStill($path, $clip->isVertical() ? [90, 160] : [160, 90], crc32($clip->name) + $n * 40);
                }
            }

            return $media;
        }, $clips);
    }

    /**
     * @param  array{int, int}  $size
     */
    private function drawStill(string $path, array $size, int $seed): void
    {
        $image = imagecreatetruecolor(...$size);
        imagefill($image, 0, 0, (int) imagecolorallocate($image, $seed % 256, intdiv($seed, 7) % 256, intdiv($seed, 13) % 256));
        File::ensureDirectoryExists(dirname($path));
        imagejpeg($image, $path);
    }
}

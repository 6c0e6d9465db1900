<?php

namespace Tests\Unit\Media;

use App\Media\Ffmpeg;
use App\Media\MediaException;
use App\Media\Rendition;
use App\Media\SampleClip;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Process;
use Tests\TestCase;

/**
 * Runs the real ffmpeg on tiny clips (1–2 s, a few hundred pixels) made in the test.
 */
class FfmpegTest extends TestCase
{
    private string $dir;

    private Ffmpeg $ffmpeg;

    protected function setUp(): void
    {
        parent::setUp();
        $this->dir = sys_get_temp_dir().'/blipstream-ffmpeg-'.bin2hex(random_bytes(4));
        File::ensureDirectoryExists($this->dir);
        $this->ffmpeg = new Ffmpeg;
    }

    protected function tearDown(): void
    {
        File::deleteDirectory($this->dir);
        parent::tearDown();
    }

    private function clip(int $width, int $height, int $seconds = 2, string $pattern = 'testsrc2'): string
    {
        $path = "{$this->dir}/clip-{$width}x{$height}.mp4";
        $this->ffmpeg->sampleClip(new SampleClip('t', $width, $height, $seconds, $pattern, caption: 'Test'), $path);

        return $path;
    }

    public function test_probe_reports_the_duration_size_and_codecs_of_a_clip(): void
    {
        $probe = $this->ffmpeg->probe($this->clip(320, 180));

        $this->assertEqualsWithDelta(2.0, $probe->duration, 0.1);
        $this->assertSame(320, $probe->width);
        $this->assertSame(180, $probe->height);
        $this->assertSame('h264', $probe->videoCodec);
        $this->assertSame('aac', $probe->audioCodec);
        $this->assertFalse($probe->isVertical());
    }

    public function test_probe_rejects_a_file_that_is_not_a_video(): void
    {
        $path = "{$this->dir}/notes.mp4";
        File::put($path, 'plain text with a video extension');

        $this->expectException(MediaException::class);
        $this->ffmpeg->probe($path);
    }

    public function test_thumbnail_writes_an_image_of_the_requested_width(): void
    {
        $output = "{$this->dir}/thumbs/poster.jpg";
        $this->ffmpeg->thumbnail($this->clip(320, 180, pattern: 'color'), 1.0, $output, 160);

        $size = getimagesize($output);
        $this->assertNotFalse($size);
        $this->assertSame(IMAGETYPE_JPEG, $size[2]);
        $this->assertSame([160, 90], [$size[0], $size[1]]);
    }

    public function test_a_webp_thumbnail_is_a_lossy_webp_smaller_than_the_jpeg_of_the_same_frame(): void
    {
        $clip = $this->clip(640, 360, 2, pattern: 'testsrc2');
        $this->ffmpeg->thumbnail($clip, 1.0, "{$this->dir}/poster.webp");
        $this->ffmpeg->thumbnail($clip, 1.0, "{$this->dir}/poster.jpg");

        $size = getimagesize("{$this->dir}/poster.webp");
        $this->assertNotFalse($size);
        $this->assertSame(IMAGETYPE_WEBP, $size[2]);
        $this->assertSame([640, 360], [$size[0], $size[1]]);
        $this->assertStringContainsString('VP8 ', (string) File::get("{$this->dir}/poster.webp"), 'lossy, not the lossless VP8L');
        $this->assertLessThan(filesize("{$this->dir}/poster.jpg"), filesize("{$this->dir}/poster.webp"));
        // Smaller at a quality that keeps the picture: close to the high-quality JPEG, pixel by
        // pixel (a WebP at quality 3 is 29 dB from it, one at 80 is 42 dB).
        $this->assertGreaterThan(38.0, $this->peakSignalToNoise("{$this->dir}/poster.webp", "{$this->dir}/poster.jpg"));
    }

    /** How close two same-sized images are, in decibels of peak signal to noise over their colour channels. */
    private function peakSignalToNoise(string $first, string $second): float
    {
        $a = imagecreatefromstring((string) File::get($first));
        $b = imagecreatefromstring((string) File::get($second));
        $this->assertNotFalse($a);
        $this->assertNotFalse($b);
        $squares = 0;
        $samples = 0;
        for ($y = 0; $y < imagesy($a); $y++) {
            for ($x = 0; $x < imagesx($a); $x++) {
                [$p, $q] = [imagecolorat($a, $x, $y), imagecolorat($b, $x, $y)];
                foreach ([16, 8, 0] as $shift) {
                    $squares += ((($p >> $shift) & 0xFF) - (($q >> $shift) & 0xFF)) ** 2;
                }
                $samples += 3;
            }
        }

        return 10 * log10(255 ** 2 / max($squares / $samples, 1e-9));
    }

    public function test_thumbnail_past_the_end_fails_instead_of_leaving_no_file_silently(): void
    {
        $this->expectException(MediaException::class);
        $this->ffmpeg->thumbnail($this->clip(160, 90, 1), 30.0, "{$this->dir}/late.jpg");
    }

    public function test_hls_master_lists_each_rendition_and_their_segments_exist(): void
    {
        $ladder = [new Rendition('low', 192, 108, 150, 64), new Rendition('high', 320, 180, 300, 64)];
        $master = $this->ffmpeg->transcodeToHls($this->clip(320, 180), "{$this->dir}/hls", $ladder, 1);

        $playlist = File::get($master);
        $this->assertStringContainsString('RESOLUTION=192x108', $playlist);
        $this->assertStringContainsString('RESOLUTION=320x180', $playlist);
        $this->assertStringContainsString('low/index.m3u8', $playlist);
        $this->assertStringContainsString('high/index.m3u8', $playlist);

        foreach (['low', 'high'] as $name) {
            $media = File::get("{$this->dir}/hls/{$name}/index.m3u8");
            $this->assertStringContainsString('#EXT-X-ENDLIST', $media);
            preg_match_all('/^segment_\d+\.ts$/m', $media, $segments);
            $this->assertGreaterThanOrEqual(2, count($segments[0]));
            foreach ($segments[0] as $segment) {
                $this->assertFileExists("{$this->dir}/hls/{$name}/{$segment}");
            }
        }
    }

    public function test_hls_leaves_out_rungs_larger_than_the_source_and_keeps_a_vertical_shape(): void
    {
        $ladder = [new Rendition('360p', 360, 640, 300, 64), new Rendition('720p', 720, 1280, 600, 64)];
        $master = $this->ffmpeg->transcodeToHls($this->clip(180, 320, 1), "{$this->dir}/vertical", $ladder);

        $playlist = File::get($master);
        $this->assertStringContainsString('RESOLUTION=180x320', $playlist);
        $this->assertStringNotContainsString('720p', $playlist);
    }

    public function test_a_sample_clip_with_hiss_carries_noise_under_its_tone(): void
    {
        $pcm = function (float $hiss): string {
            $path = "{$this->dir}/hiss-{$hiss}.mp4";
            $this->ffmpeg->sampleClip(new SampleClip('t', 64, 64, 1, hiss: $hiss), $path);

            return Process::run(['ffmpeg', '-v', 'error', '-i', $path, '-map', '0:a:0', '-f', 's16le', '-'])->throw()->output();
        };

        $quiet = $pcm(0.0);
        $hissing = $pcm(0.02);

        $this->assertGreaterThan(40_000, strlen($quiet));
        $this->assertSame(strlen($quiet), strlen($hissing));
        $this->assertNotSame(md5($quiet), md5($hissing));
        $this->assertStringContainsString('anoisesrc', (new SampleClip('t', 64, 64, 1, hiss: 0.02))->audioSource());
        $this->assertStringNotContainsString('anoisesrc', (new SampleClip('t', 64, 64, 1))->audioSource());
    }

    public function test_the_vertical_ladder_is_chosen_for_a_vertical_source(): void
    {
        $probe = $this->ffmpeg->probe($this->clip(90, 160, 1));

        $this->assertTrue($probe->isVertical());
        $this->assertEquals(Rendition::verticalLadder(), Rendition::ladderFor($probe));
    }
}

<?php

namespace Tests\Feature\Media;

use App\Media\Ffmpeg;
use App\Media\UnacceptableMedia;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Process;
use Tests\TestCase;

/**
 * The content check of uploads against real files, each made by ffmpeg in the test (tiny:
 * one second at a few dozen pixels) or written byte by byte.
 */
class UploadProbeTest extends TestCase
{
    private string $dir;

    protected function setUp(): void
    {
        parent::setUp();
        $this->dir = sys_get_temp_dir().'/blipstream-probe-'.bin2hex(random_bytes(4));
        File::ensureDirectoryExists($this->dir);
    }

    protected function tearDown(): void
    {
        File::deleteDirectory($this->dir);
        parent::tearDown();
    }

    /**
     * @param  list<string>  $arguments
     */
    private function ffmpeg(string $name, array $arguments): string
    {
        $path = "{$this->dir}/{$name}";
        Process::run(['ffmpeg', '-v', 'error', '-y', ...$arguments, $path])->throw();

        return $path;
    }

    private function mp4(string $name = 'clip.mp4'): string
    {
        return $this->ffmpeg($name, [
            '-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=24:duration=1',
            '-f', 'lavfi', '-i', 'sine=duration=1',
            '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac',
        ]);
    }

    private function assertRefused(string $path, string $reason): void
    {
        try {
            (new Ffmpeg)->probe($path);
            $this->fail('The file was accepted.');
        } catch (UnacceptableMedia $e) {
            $this->assertSame('file', $e->field);
            $this->assertStringContainsString($reason, $e->getMessage());
            $this->assertSame([$e->getMessage()], $e->toValidationException()->errors()['file']);
        }
    }

    public function test_a_real_mp4_is_accepted(): void
    {
        $probe = (new Ffmpeg)->probe($this->mp4());

        $this->assertSame([160, 90], [$probe->width, $probe->height]);
        $this->assertEqualsWithDelta(1.0, $probe->duration, 0.1);
        $this->assertSame('aac', $probe->audioCodec);
    }

    public function test_a_webm_is_accepted_too(): void
    {
        $webm = $this->ffmpeg('clip.webm', ['-f', 'lavfi', '-i', 'testsrc2=size=64x36:rate=10:duration=1', '-c:v', 'libvpx', '-deadline', 'realtime']);

        $this->assertSame(64, (new Ffmpeg)->probe($webm)->width);
    }

    public function test_a_renamed_text_file_is_refused(): void
    {
        File::put("{$this->dir}/notes.mp4", "Shopping list\neggs\nmilk\n");

        $this->assertRefused("{$this->dir}/notes.mp4", 'not a video we can read');
    }

    public function test_an_audio_only_file_is_refused(): void
    {
        $audio = $this->ffmpeg('song.mp4', ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac']);

        $this->assertRefused($audio, 'no video stream');
    }

    public function test_an_hls_playlist_disguised_as_a_video_is_refused_without_following_it(): void
    {
        // A real segment it could read, so refusal cannot come from a missing reference.
        $this->mp4('secret.mp4');
        $playlist = "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\n{$this->dir}/secret.mp4\n#EXT-X-ENDLIST\n";
        foreach (['playlist.mp4', 'playlist.avi'] as $name) {
            File::put("{$this->dir}/{$name}", $playlist);

            $this->assertRefused("{$this->dir}/{$name}", 'not a video we can read');
        }
    }

    public function test_a_concat_script_disguised_as_a_video_is_refused(): void
    {
        $this->mp4('secret.mp4');
        File::put("{$this->dir}/list.mp4", "ffconcat version 1.0\nfile '{$this->dir}/secret.mp4'\n");

        $this->assertRefused("{$this->dir}/list.mp4", 'not a video we can read');
    }

    public function test_a_zero_byte_file_is_refused(): void
    {
        File::put("{$this->dir}/empty.mp4", '');

        $this->assertRefused("{$this->dir}/empty.mp4", 'not a video we can read');
    }

    public function test_a_truncated_mp4_is_refused(): void
    {
        // Without +faststart the index sits at the end, so an upload cut short has none.
        $whole = File::get($this->mp4());
        File::put("{$this->dir}/cut.mp4", substr($whole, 0, intdiv(strlen($whole), 2)));

        $this->assertRefused("{$this->dir}/cut.mp4", 'not a video we can read');
    }

    /**
     * An AVI of raw frames takes its size from the header alone, so the header can claim any
     * size. ffmpeg itself rejects 30000×30000 (too many pixels to allocate) and reports 0×0;
     * 9000×9000 it would accept, and only our limit refuses it.
     */
    public function test_a_header_claiming_a_huge_picture_is_refused(): void
    {
        $raw = File::get($this->ffmpeg('raw.avi', ['-f', 'lavfi', '-i', 'color=size=16x16:rate=1:duration=1', '-c:v', 'rawvideo', '-pix_fmt', 'yuv420p']));

        foreach ([30000 => '0×0', 9000 => '9000×9000'] as $side => $reported) {
            $avih = strpos($raw, 'avih') + 8;
            $strf = strpos($raw, 'strf') + 8;
            $bytes = substr_replace($raw, pack('VV', $side, $side), $avih + 32, 8);
            $bytes = substr_replace($bytes, pack('VV', $side, $side), $strf + 4, 8);
            File::put("{$this->dir}/huge.avi", $bytes);

            $this->assertRefused("{$this->dir}/huge.avi", "The picture is {$reported} pixels");
        }
    }
}

<?php

namespace Tests\Feature\Uploads;

use App\Enums\VideoKind;
use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Jobs\ProcessUpload;
use App\Media\Ffmpeg;
use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Media\SampleClip;
use App\Models\Channel;
use App\Models\Upload;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Storage;
use Illuminate\Testing\TestResponse;
use Tests\TestCase;

/**
 * A completed tus upload becomes its channel's private draft, checked by content at the last
 * chunk, with real clips made by ffmpeg in the test.
 */
class UploadBecomesVideoTest extends TestCase
{
    use RefreshDatabase, SendsTusRequests;

    private User $creator;

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
        $this->creator = $this->creator();
        $this->actingAs($this->creator);
    }

    public function test_a_clip_sent_in_three_chunks_becomes_a_ready_private_video_of_the_uploaders_channel(): void
    {
        $clip = $this->clip(320, 240);
        $location = $this->createUpload(strlen($clip), ['Upload-Metadata' => $this->metadata(['filename' => 'Holiday in Bergen.mp4', 'filetype' => 'video/mp4'])]);
        $partial = $this->uploadAt($location)->path;

        $response = $this->sendInChunks($location, $clip, 3);

        $video = Video::query()->sole();
        $response->assertNoContent()->assertHeader('Video-Id', $video->public_id);
        $this->assertTrue($video->channel->user->is($this->creator));
        $this->assertSame(VideoKind::Video, $video->kind);
        $this->assertSame('Holiday in Bergen', $video->title);
        $this->assertSame(Visibility::Private, $video->visibility);
        $this->assertSame(VideoStatus::Ready, $video->status);
        $this->assertSame([2, 320, 240], [$video->duration, $video->width, $video->height]);
        // A private video's media is on the private disk, behind the media route.
        PrivateMedia::disk()->assertExists((string) $video->hls_path);
        $this->assertSame([], PublicMedia::disk()->allFiles());
        $this->assertStringContainsString('240p/index.m3u8', (string) PrivateMedia::disk()->get((string) $video->hls_path));

        $upload = $this->uploadAt($location);
        $this->assertSame($video->id, $upload->video_id);
        $this->assertNotNull($upload->completed_at);
        // Neither the partial file nor the original is kept once the video is Ready.
        Storage::disk(Upload::DISK)->assertMissing($partial);
        $this->assertSame([], array_filter(PrivateMedia::disk()->allFiles(), fn (string $file) => ! str_starts_with($file, "videos/{$video->public_id}/")));

        $this->tus('HEAD', $location)
            ->assertOk()
            ->assertHeader('Upload-Offset', (string) strlen($clip))
            ->assertHeader('Video-Id', $video->public_id);
    }

    public function test_the_completed_file_becomes_the_queued_videos_original_on_the_private_disk(): void
    {
        Queue::fake();
        $location = $this->createUpload(strlen($clip = $this->clip(320, 240)));
        $partial = $this->uploadAt($location)->path;

        $this->sendInChunks($location, $clip, 2)->assertNoContent();

        $video = Video::query()->sole();
        $this->assertSame(VideoStatus::Queued, $video->status);
        $this->assertSame("originals/{$video->public_id}", $video->original_path);
        $this->assertSame($clip, PrivateMedia::disk()->get($video->original_path));
        Storage::disk(Upload::DISK)->assertMissing($partial);
        $this->assertSame([], PublicMedia::disk()->allFiles());
        Queue::assertPushedOn('media', ProcessUpload::class, fn (ProcessUpload $job) => $job->video->is($video));
    }

    public function test_the_draft_exists_from_the_first_request_and_lists_as_uploading(): void
    {
        Queue::fake();
        $clip = $this->clip(320, 240);
        $response = $this->tus('POST', route('studio.uploads.store'), [
            'Upload-Length' => (string) strlen($clip),
            'Upload-Metadata' => $this->metadata(['filename' => 'Fjords.mov', 'kind' => 'video']),
        ])->assertCreated();

        $video = Video::query()->sole();
        $response->assertHeader('Video-Id', $video->public_id);
        $this->assertSame(['Fjords', VideoStatus::Uploading, Visibility::Private], [$video->title, $video->status, $video->visibility]);
        $this->assertNull($video->original_path);

        $location = (string) $response->headers->get('Location');
        $this->sendChunk($location, 0, substr($clip, 0, 1000))->assertNoContent()->assertHeader('Video-Id', $video->public_id);
        $this->tus('HEAD', $location)->assertOk()->assertHeader('Video-Id', $video->public_id);
        $this->assertSame(VideoStatus::Uploading, $video->fresh()?->status);
        Queue::assertNothingPushed();
    }

    public function test_terminating_an_upload_deletes_its_draft(): void
    {
        $clip = $this->clip(320, 240);
        $location = $this->createUpload(strlen($clip));
        $this->sendChunk($location, 0, substr($clip, 0, 1000))->assertNoContent();

        $this->tus('DELETE', $location)->assertNoContent();

        $this->assertSame(0, Video::query()->count());
        $this->assertNothingStored();
    }

    public function test_a_whole_file_sent_with_the_creation_request_becomes_a_video_too(): void
    {
        Queue::fake();
        $clip = $this->clip(320, 240);

        $response = $this->tus('POST', '/studio/uploads', [
            'Upload-Length' => (string) strlen($clip),
            'Upload-Metadata' => $this->metadata(['filename' => 'clip.mp4']),
            'Content-Type' => 'application/offset+octet-stream',
        ], $clip);

        $response->assertCreated()->assertHeader('Video-Id', Video::query()->sole()->public_id);
    }

    public function test_a_renamed_text_file_is_refused_at_its_last_chunk_and_leaves_nothing_behind(): void
    {
        Queue::fake();
        $text = str_repeat("Not a video, only words.\n", 200);
        $location = $this->createUpload(strlen($text), ['Upload-Metadata' => $this->metadata(['filename' => 'holiday.mp4', 'filetype' => 'video/mp4'])]);

        $this->sendChunk($location, 0, substr($text, 0, 2000))->assertNoContent();
        $this->sendChunk($location, 2000, substr($text, 2000))
            ->assertUnprocessable()
            ->assertHeader('Tus-Resumable', '1.0.0')
            ->assertJsonPath('errors.file', 'This file is not a video we can read. Upload an MP4, MOV, WebM, MKV, AVI, FLV, MPEG or Ogg video.');

        $this->assertSame(0, Upload::query()->count());
        $this->assertSame(0, Video::query()->count());
        $this->assertNothingStored();
        Queue::assertNothingPushed();
        $this->tus('HEAD', $location)->assertNotFound();
    }

    public function test_a_refused_file_sent_whole_with_the_creation_request_is_refused_there(): void
    {
        Queue::fake();

        $this->tus('POST', '/studio/uploads', [
            'Upload-Length' => '5',
            'Content-Type' => 'application/offset+octet-stream',
        ], 'hello')->assertUnprocessable()->assertJsonStructure(['errors' => ['file']]);

        $this->assertSame(0, Upload::query()->count());
        $this->assertNothingStored();
    }

    public function test_a_landscape_short_is_refused(): void
    {
        $this->assertRefused(
            $this->clip(320, 240), 'short',
            'A short must be vertical or square; this video is 320×240. Upload it as a video instead.',
        );
    }

    public function test_a_short_longer_than_the_limit_is_refused(): void
    {
        config(['uploads.max_short_seconds' => 1]);

        $this->assertRefused(
            $this->clip(180, 320), 'short',
            'A short can be at most 1 second long; this one is 2 seconds.',
        );
    }

    public function test_a_square_short_within_the_limit_is_accepted(): void
    {
        Queue::fake();
        $clip = $this->clip(240, 240);
        $location = $this->createUpload(strlen($clip), ['Upload-Metadata' => $this->metadata(['kind' => 'short', 'filename' => 'loop.webm'])]);

        $this->sendInChunks($location, $clip, 2)->assertNoContent();

        $this->assertSame([VideoKind::Short, 'loop'], [Video::query()->sole()->kind, Video::query()->sole()->title]);
    }

    public function test_an_unverified_channels_video_longer_than_the_limit_is_refused(): void
    {
        config(['uploads.max_unverified_video_seconds' => 1]);

        $this->assertRefused(
            $this->clip(320, 240), 'video',
            'Until your channel is verified, videos can be at most 1 second long; this one is 2 seconds.',
        );
    }

    public function test_a_verified_channel_may_upload_a_longer_video(): void
    {
        Queue::fake();
        config(['uploads.max_unverified_video_seconds' => 1]);
        Channel::query()->where('user_id', $this->creator->id)->update(['verified_at' => now()]);
        $clip = $this->clip(320, 240);
        $location = $this->createUpload(strlen($clip));

        $this->sendInChunks($location, $clip, 2)->assertNoContent();

        $this->assertSame(1, Video::query()->count());
    }

    public function test_the_title_is_the_file_name_without_its_extension_trimmed_to_the_limit(): void
    {
        Queue::fake();
        $clip = $this->clip(180, 320);
        $titles = [
            ['video', "  Trip\tto  the\nfjords .final.mov ", 'Trip to the fjords .final'],
            ['video', '.mp4', 'Untitled'],
            ['video', 'C:\\Users\\me\\Holiday.mp4', 'Holiday'],
            ['short', str_repeat('é', 150).'.mp4', str_repeat('é', 100)],
            ['video', str_repeat('a', 250).'.mp4', str_repeat('a', 200)],
        ];

        foreach ($titles as [$kind, $filename, $title]) {
            $location = $this->createUpload(strlen($clip), ['Upload-Metadata' => $this->metadata(['kind' => $kind, 'filename' => $filename])]);
            $this->sendChunk($location, 0, $clip)->assertNoContent();

            $this->assertSame($title, $this->uploadAt($location)->video?->title, $filename);
        }

        $location = $this->createUpload(strlen($clip));
        $this->sendChunk($location, 0, $clip)->assertNoContent();
        $this->assertSame('Untitled', $this->uploadAt($location)->video?->title);
    }

    public function test_another_creator_cannot_read_the_uploads_video(): void
    {
        Queue::fake();
        $clip = $this->clip(320, 240);
        $location = $this->createUpload(strlen($clip));
        $this->sendChunk($location, 0, $clip)->assertNoContent();

        $this->actingAs($this->creator())
            ->tus('HEAD', $location)
            ->assertNotFound()
            ->assertHeaderMissing('Video-Id');
    }

    private function assertRefused(string $clip, string $kind, string $reason): void
    {
        Queue::fake();
        $location = $this->createUpload(strlen($clip), ['Upload-Metadata' => $this->metadata(['kind' => $kind, 'filename' => 'clip.mp4'])]);

        $this->sendInChunks($location, $clip, 2)
            ->assertUnprocessable()
            ->assertExactJson(['errors' => ['file' => $reason]]);

        $this->assertSame(0, Upload::query()->count());
        $this->assertSame(0, Video::query()->count());
        $this->assertNothingStored();
        Queue::assertNothingPushed();
    }

    private function assertNothingStored(): void
    {
        $this->assertSame([], Storage::disk(Upload::DISK)->allFiles());
        $this->assertSame([], PrivateMedia::disk()->allFiles());
        $this->assertSame([], PublicMedia::disk()->allFiles());
    }

    /**
     * Sends the bytes in $count PATCH requests, each after the last succeeded; returns the last response.
     */
    private function sendInChunks(string $location, string $bytes, int $count): TestResponse
    {
        $size = (int) ceil(strlen($bytes) / $count);
        $offset = 0;

        foreach (str_split($bytes, $size) as $i => $chunk) {
            $response = $this->sendChunk($location, $offset, $chunk);
            $offset += strlen($chunk);

            if ($i < $count - 1) {
                $response->assertNoContent()->assertHeader('Upload-Offset', (string) $offset)->assertHeader('Video-Id', Video::query()->sole()->public_id);
            }
        }

        return $response;
    }

    /**
     * A 2-second H.264/AAC MP4 of this size, made once per size for the whole run.
     */
    private function clip(int $width, int $height): string
    {
        static $clips = [];

        return $clips["{$width}x{$height}"] ??= (function () use ($width, $height) {
            $path = tempnam(sys_get_temp_dir(), 'clip').'.mp4';
            (new Ffmpeg)->sampleClip(new SampleClip('clip', $width, $height, 2), $path);
            $bytes = (string) file_get_contents($path);
            unlink($path);

            return $bytes;
        })();
    }
}

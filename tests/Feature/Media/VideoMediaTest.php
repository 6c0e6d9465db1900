<?php

namespace Tests\Feature\Media;

use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Jobs\MoveVideoMedia;
use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

/**
 * An upload's media is static and public only while its video is public and published;
 * otherwise it sits on the private disk behind the authorizing media route.
 */
class VideoMediaTest extends TestCase
{
    use RefreshDatabase;

    private User $owner;

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
        $this->owner = Channel::factory()->create()->user;
    }

    public function test_a_private_videos_media_is_served_to_its_owner_alone_with_its_real_type(): void
    {
        $video = $this->uploadedVideo(Visibility::Private);

        $this->assertSame("/media/videos/{$video->public_id}/hls/master.m3u8", $video->hls_url);
        $this->assertSame("/media/videos/{$video->public_id}/thumbnails/1.jpg", $video->thumbnail_url);

        $this->actingAs($this->owner)->get((string) $video->hls_url)
            ->assertOk()
            ->assertHeader('Content-Type', 'application/vnd.apple.mpegurl')
            ->assertHeader('X-Content-Type-Options', 'nosniff')
            ->assertHeader('Cache-Control', 'max-age=60, private');
        $this->getMedia("/media/videos/{$video->public_id}/hls/240p/segment0.ts")->assertOk()->assertHeader('Content-Type', 'video/mp2t');

        $this->actingAs(Channel::factory()->create()->user)->get((string) $video->hls_url)->assertNotFound();
        $this->app['auth']->forgetGuards();
        $this->get((string) $video->thumbnail_url)->assertNotFound();
        $this->assertSame([], PublicMedia::disk()->allFiles());
    }

    public function test_a_published_unlisted_video_plays_for_anyone_with_the_link(): void
    {
        $video = $this->uploadedVideo(Visibility::Unlisted);

        $this->assertTrue($video->fresh()?->media_private);
        $this->get((string) $video->hls_url)->assertOk();
    }

    public function test_a_video_made_public_moves_to_static_files_and_back_when_made_private(): void
    {
        $video = $this->uploadedVideo(Visibility::Private);
        $master = "videos/{$video->public_id}/hls/master.m3u8";

        $video->update(['visibility' => Visibility::Public]);

        $video->refresh();
        $this->assertFalse($video->media_private);
        $this->assertSame(PublicMedia::disk()->url($master), $video->hls_url);
        PublicMedia::disk()->assertExists([$master, "videos/{$video->public_id}/hls/240p/segment0.ts"]);
        $this->assertSame([], PrivateMedia::disk()->allFiles());
        // A player that began before the move follows its segments to the static files.
        $this->get("/media/videos/{$video->public_id}/hls/240p/segment0.ts")
            ->assertRedirect(PublicMedia::disk()->url("videos/{$video->public_id}/hls/240p/segment0.ts"));

        $video->update(['visibility' => Visibility::Private]);

        $this->assertTrue($video->fresh()?->media_private);
        $this->assertSame([], PublicMedia::disk()->allFiles());
        PrivateMedia::disk()->assertExists($master);
    }

    public function test_media_stays_private_while_the_video_is_processing_even_when_public_is_chosen(): void
    {
        $video = $this->uploadedVideo(Visibility::Private, VideoStatus::Processing);

        $video->update(['visibility' => Visibility::Public]);
        $this->assertTrue($video->fresh()?->media_private);

        $video->forceFill(['status' => VideoStatus::Ready])->save();
        $this->assertFalse($video->fresh()?->media_private);
        $this->assertSame([], PrivateMedia::disk()->allFiles());
    }

    public function test_only_the_videos_own_media_files_are_served(): void
    {
        $video = $this->uploadedVideo(Visibility::Private);
        PrivateMedia::disk()->put("originals/{$video->public_id}", 'original');
        PrivateMedia::disk()->put("videos/{$video->public_id}/notes.php", '<?php');
        $this->actingAs($this->owner);

        foreach ([
            "/media/videos/{$video->public_id}/notes.php",
            "/media/videos/{$video->public_id}/../../originals/{$video->public_id}",
            "/media/videos/{$video->public_id}/%2e%2e/%2e%2e/originals/{$video->public_id}",
            "/media/videos/{$video->public_id}/hls/missing.ts",
            '/media/videos/AAAAAAAAAAA/hls/master.m3u8',
        ] as $uri) {
            $this->getMedia($uri)->assertNotFound();
        }
    }

    public function test_sample_videos_keep_their_shared_static_media(): void
    {
        $video = Video::factory()->create(['thumbnail_path' => 'samples/a.jpg']);

        $video->update(['visibility' => Visibility::Private]);

        $this->assertNull($video->fresh()?->media_private);
        $this->assertSame(PublicMedia::disk()->url('samples/a.jpg'), $video->fresh()?->thumbnail_url);
    }

    public function test_processing_steps_queue_no_media_move_and_the_ready_save_queues_one(): void
    {
        $video = $this->uploadedVideo(Visibility::Public, VideoStatus::Queued);
        Queue::fake();

        foreach ([VideoStatus::Processing, VideoStatus::Watchable] as $status) {
            $video->forceFill(['status' => $status])->save();
        }
        Queue::assertNotPushed(MoveVideoMedia::class);

        $video->forceFill(['status' => VideoStatus::Ready])->save();
        Queue::assertPushed(MoveVideoMedia::class, 1);
    }

    private function uploadedVideo(Visibility $visibility, VideoStatus $status = VideoStatus::Ready): Video
    {
        $video = Video::factory()->for($this->owner->channel)->make(['visibility' => $visibility, 'status' => $status, 'published_at' => null]);
        $video->media_private = true;
        $directory = 'videos/'.$video->public_id;
        $video->fill(['hls_path' => "{$directory}/hls/master.m3u8", 'thumbnail_path' => "{$directory}/thumbnails/1.jpg"])->save();
        foreach (['hls/master.m3u8' => '#EXTM3U', 'hls/240p/segment0.ts' => 'ts', 'thumbnails/1.jpg' => 'jpg'] as $file => $bytes) {
            PrivateMedia::disk()->put("{$directory}/{$file}", $bytes);
        }

        return $video;
    }
}

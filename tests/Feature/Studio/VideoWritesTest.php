<?php

namespace Tests\Feature\Studio;

use App\Enums\Category;
use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Jobs\ProcessUpload;
use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Models\Channel;
use App\Models\Comment;
use App\Models\Reaction;
use App\Models\Upload;
use App\Models\User;
use App\Models\Video;
use App\Models\VideoView;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Storage;
use Tests\Feature\Channel\MakesImages;
use Tests\TestCase;

class VideoWritesTest extends TestCase
{
    use MakesImages, RefreshDatabase;

    private User $creator;

    private Channel $channel;

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
        $this->channel = Channel::factory()->create();
        $this->creator = $this->channel->user;
    }

    public function test_the_owner_saves_every_detail_and_lands_on_the_content_page(): void
    {
        $video = $this->video(['title' => 'Draft']);

        $this->actingAs($this->creator)->patch(route('studio.videos.update', $video), [
            'title' => '  Fjords   at dawn ',
            'description' => 'Filmed from the ferry.',
            'tags' => 'norway, fjord , ,travel,norway',
            'visibility' => 'unlisted',
            'category' => 'travel',
            'is_kids_friendly' => '1',
        ])->assertRedirect(route('studio.content'))->assertSessionHas('status', 'Video details saved.');

        $video->refresh();
        $this->assertSame('Fjords at dawn', $video->title);
        $this->assertSame('Filmed from the ferry.', $video->description);
        $this->assertSame(['norway', 'fjord', 'travel'], $video->tags);
        $this->assertSame(Visibility::Unlisted, $video->visibility);
        $this->assertSame(Category::Travel, $video->category);
        $this->assertTrue($video->is_kids_friendly);
    }

    public function test_the_spec_messages_for_a_blank_title_and_a_non_image_thumbnail(): void
    {
        $video = $this->video();
        $short = $this->video(['kind' => 'short']);

        $this->actingAs($this->creator)
            ->patch(route('studio.videos.update', $video), ['title' => '   ', 'visibility' => 'private'])
            ->assertSessionHasErrors(['title' => 'Please enter a title for your video']);
        $this->patch(route('studio.videos.update', $short), ['title' => '', 'visibility' => 'private'])
            ->assertSessionHasErrors(['title' => 'Please enter a title for your short']);

        $svg = $this->upload('thumb.png', '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><script>alert(1)</script></svg>');
        $this->patch(route('studio.videos.update', $video), ['title' => 'A', 'visibility' => 'private', 'thumbnail' => $svg])
            ->assertSessionHasErrors(['thumbnail' => 'Please upload an image file for the thumbnail']);
        $this->assertSame([], PublicMedia::disk()->allFiles());
    }

    public function test_a_short_keeps_the_shorter_limits_and_has_no_unlisted_or_category(): void
    {
        $short = $this->video(['kind' => 'short', 'title' => 'Before']);

        $this->actingAs($this->creator)->patch(route('studio.videos.update', $short), [
            'title' => str_repeat('a', 101),
            'description' => str_repeat('b', 301),
            'visibility' => 'unlisted',
            'category' => 'music',
        ])->assertSessionHasErrors(['title', 'description', 'visibility', 'category']);

        $this->assertSame('Before', $short->fresh()?->title);

        $this->patch(route('studio.videos.update', $short), ['title' => str_repeat('a', 100), 'description' => str_repeat('b', 300), 'visibility' => 'public'])
            ->assertSessionHasNoErrors();
    }

    public function test_unexpected_input_gets_field_errors_and_changes_nothing(): void
    {
        $video = $this->video(['title' => 'Kept']);
        $this->actingAs($this->creator);

        foreach (['title', 'description', 'tags', 'visibility', 'category', 'is_kids_friendly', 'thumbnail', 'thumbnail_candidate'] as $field) {
            $this->patch(route('studio.videos.update', $video), ['title' => 'Changed', 'visibility' => 'private', $field => ['x' => ['y']]])
                ->assertSessionHasErrors($field);
        }
        $this->patch(route('studio.videos.update', $video), ['title' => 'Changed', 'visibility' => 'private', 'tags' => implode(',', range(1, 16))])
            ->assertSessionHasErrors(['tags' => 'Use at most 15 tags.']);
        $this->patch(route('studio.videos.update', $video), ['title' => 'Changed', 'visibility' => 'private', 'thumbnail_candidate' => 0])
            ->assertSessionHasErrors(['thumbnail_candidate' => 'The frames to pick from are not ready yet.']);

        $this->assertSame('Kept', $video->fresh()?->title);
    }

    public function test_a_custom_thumbnail_is_re_encoded_and_replaces_the_previous_custom_one(): void
    {
        $video = $this->video();
        $this->actingAs($this->creator);

        $this->patch(route('studio.videos.update', $video), ['title' => 'A', 'visibility' => 'private', 'thumbnail' => $this->upload('a.png', $this->pngBytes(1920, 1080))])
            ->assertSessionHasNoErrors();
        $first = (string) $video->fresh()?->thumbnail_path;
        $this->assertStringStartsWith("videos/{$video->public_id}/thumbnails/custom-", $first);
        $this->assertSame([1280, 720], array_slice((array) getimagesizefromstring((string) PublicMedia::disk()->get($first)), 0, 2));

        $this->patch(route('studio.videos.update', $video), ['title' => 'A', 'visibility' => 'private', 'thumbnail' => $this->upload('b.png', $this->pngBytes(640, 360))]);
        $second = (string) $video->fresh()?->thumbnail_path;

        $this->assertNotSame($first, $second);
        $this->assertSame([$second], PublicMedia::disk()->allFiles());
    }

    public function test_picking_a_candidate_frame_sets_it_as_the_thumbnail(): void
    {
        $base = 'videos/abc/thumbnails';
        $video = $this->video(['thumbnail_candidates' => ["{$base}/1.jpg", "{$base}/2.jpg", "{$base}/3.jpg"], 'thumbnail_path' => "{$base}/2.jpg"]);

        $this->actingAs($this->creator)
            ->patch(route('studio.videos.update', $video), ['title' => 'A', 'visibility' => 'private', 'thumbnail_candidate' => 2])
            ->assertSessionHasNoErrors();
        $this->assertSame("{$base}/3.jpg", $video->fresh()?->thumbnail_path);

        $this->patch(route('studio.videos.update', $video), ['title' => 'A', 'visibility' => 'private', 'thumbnail_candidate' => 3])
            ->assertSessionHasErrors('thumbnail_candidate');
    }

    public function test_a_video_made_public_while_processing_publishes_itself_when_it_becomes_watchable(): void
    {
        $video = $this->video(['status' => VideoStatus::Processing]);

        $this->actingAs($this->creator)->patch(route('studio.videos.update', $video), ['title' => 'Soon', 'visibility' => 'public']);
        $this->assertNull($video->fresh()?->published_at);
        $this->assertFalse(Video::query()->published()->whereKey($video->id)->exists());

        $video->refresh()->forceFill(['status' => VideoStatus::Watchable])->save();

        $this->assertNotNull($video->fresh()?->published_at);
        $this->assertTrue(Video::query()->published()->whereKey($video->id)->exists());
    }

    public function test_delete_removes_the_rows_and_every_file_of_the_video(): void
    {
        $video = $this->video(['status' => VideoStatus::Ready]);
        $other = $this->video();
        $media = "videos/{$video->public_id}";
        PublicMedia::disk()->put("{$media}/hls/master.m3u8", '#EXTM3U');
        PublicMedia::disk()->put("{$media}/thumbnails/1.jpg", 'jpg');
        PublicMedia::disk()->put("videos/{$other->public_id}/hls/master.m3u8", '#EXTM3U');
        PrivateMedia::disk()->put("originals/{$video->public_id}", 'original');
        $video->forceFill(['original_path' => "originals/{$video->public_id}"])->save();
        $upload = Upload::query()->create(['user_id' => $this->creator->id, 'video_id' => $video->id, 'kind' => 'video', 'upload_length' => 8, 'metadata' => []]);
        $comment = Comment::factory()->for($video, 'commentable')->create();
        $comment->reactions()->create(['user_id' => $this->creator->id, 'value' => 1]);
        $video->reactions()->create(['user_id' => $this->creator->id, 'value' => 1]);
        $video->views()->create(['viewer_key' => 'k', 'watched_seconds' => 5, 'viewed_at' => now(), 'viewed_on' => now()->toDateString()]);

        $this->actingAs($this->creator)->delete(route('studio.videos.destroy', $video))
            ->assertRedirect(route('studio.content'))->assertSessionHas('status', 'Video deleted.');

        $this->assertModelMissing($video);
        $this->assertModelMissing($upload);
        $this->assertModelMissing($comment);
        $this->assertSame(0, Reaction::query()->count());
        $this->assertSame(0, VideoView::query()->count());
        $this->assertSame(["videos/{$other->public_id}/hls/master.m3u8"], PublicMedia::disk()->allFiles());
        $this->assertSame([], PrivateMedia::disk()->allFiles());
        $this->assertSame([], Storage::disk(Upload::DISK)->allFiles());
        $this->get(route('watch', ['v' => $video->public_id]))->assertNotFound();
    }

    public function test_delete_returns_to_the_content_table_as_it_was_filtered(): void
    {
        $video = $this->video();
        $filtered = route('studio.content', ['type' => 'shorts', 'sort' => 'views', 'page' => 2]);

        $this->actingAs($this->creator)->from($filtered)->delete(route('studio.videos.destroy', $video))->assertRedirect($filtered);
        $this->from(route('studio.videos.edit', $this->video()))->delete(route('studio.videos.destroy', Video::query()->latest('id')->firstOrFail()))
            ->assertRedirect(route('studio.content'));
        $this->from('https://evil.example/studio/content')->delete(route('studio.videos.destroy', $this->video()))
            ->assertRedirect(route('studio.content'));
    }

    public function test_another_creator_can_neither_change_nor_delete_my_video(): void
    {
        $video = $this->video(['title' => 'Mine']);
        $intruder = Channel::factory()->create()->user;

        $this->actingAs($intruder);
        $this->patch(route('studio.videos.update', $video), ['title' => 'Theirs', 'visibility' => 'public'])->assertNotFound();
        $this->delete(route('studio.videos.destroy', $video))->assertNotFound();
        $this->post(route('studio.videos.retry', $video))->assertNotFound();
        $this->post(route('studio.videos.bulk'), ['action' => 'delete', 'videos' => [$video->public_id]])->assertNotFound();

        $this->assertSame('Mine', $video->fresh()?->title);
    }

    public function test_guests_are_sent_to_sign_in(): void
    {
        $video = $this->video();

        $this->patch(route('studio.videos.update', $video), ['title' => 'X', 'visibility' => 'public'])->assertRedirect(route('login'));
        $this->delete(route('studio.videos.destroy', $video))->assertRedirect(route('login'));
        $this->assertModelExists($video);
    }

    public function test_bulk_changes_the_visibility_of_the_selection(): void
    {
        [$a, $b, $c] = [$this->video(), $this->video(), $this->video()];

        $this->actingAs($this->creator)->from(route('studio.content'))
            ->post(route('studio.videos.bulk'), ['action' => 'visibility', 'visibility' => 'unlisted', 'videos' => [$a->public_id, $b->public_id]])
            ->assertRedirect(route('studio.content'))->assertSessionHas('status', '2 videos updated.');

        $this->assertSame(
            [Visibility::Unlisted, Visibility::Unlisted, Visibility::Private],
            [$a->fresh()?->visibility, $b->fresh()?->visibility, $c->fresh()?->visibility],
        );
    }

    public function test_bulk_delete_and_a_selection_holding_someone_elses_video_is_refused_whole(): void
    {
        [$a, $b] = [$this->video(), $this->video()];
        $foreign = Video::factory()->create();

        $this->actingAs($this->creator)
            ->post(route('studio.videos.bulk'), ['action' => 'delete', 'videos' => [$a->public_id, $foreign->public_id]])
            ->assertNotFound();
        $this->assertModelExists($a);
        $this->assertModelExists($foreign);

        $this->post(route('studio.videos.bulk'), ['action' => 'delete', 'videos' => [$a->public_id, 'AAAAAAAAAAA']])
            ->assertSessionHasErrors(['videos' => 'Some of the selected videos no longer exist.']);
        $this->assertModelExists($a);

        $this->post(route('studio.videos.bulk'), ['action' => 'delete', 'videos' => [$a->public_id, $b->public_id]])
            ->assertSessionHas('status', '2 videos deleted.');
        $this->assertModelMissing($a);
        $this->assertModelMissing($b);
    }

    public function test_bulk_refuses_bad_input_with_field_errors(): void
    {
        $this->actingAs($this->creator);

        $this->post(route('studio.videos.bulk'), ['action' => 'publish', 'videos' => ['x']])->assertSessionHasErrors('action');
        $this->post(route('studio.videos.bulk'), ['action' => 'visibility', 'videos' => ['x']])->assertSessionHasErrors(['visibility' => 'Choose a visibility.']);
        $this->post(route('studio.videos.bulk'), ['action' => 'delete', 'videos' => 'x'])->assertSessionHasErrors('videos');
        $this->post(route('studio.videos.bulk'), ['action' => 'delete', 'videos' => [['x']]])->assertSessionHasErrors('videos.0');
        $this->post(route('studio.videos.bulk'), ['action' => 'delete', 'videos' => []])->assertSessionHasErrors(['videos' => 'Select at least one video.']);
        $this->post(route('studio.videos.bulk'), ['action' => 'delete', 'videos' => array_map(strval(...), range(1, 101))])->assertSessionHasErrors('videos');
    }

    public function test_retry_requeues_a_failed_video_from_its_kept_original(): void
    {
        Queue::fake();
        $video = $this->video(['status' => VideoStatus::Failed, 'failure_reason' => 'Boom', 'processing_attempts' => 3, 'original_path' => 'originals/x']);
        PrivateMedia::disk()->put('originals/x', 'bytes');

        $this->actingAs($this->creator)->post(route('studio.videos.retry', $video))->assertSessionHas('status');

        $video->refresh();
        $this->assertSame([VideoStatus::Queued, null, 0], [$video->status, $video->failure_reason, $video->processing_attempts]);
        Queue::assertPushedOn('media', ProcessUpload::class);

        $this->post(route('studio.videos.retry', $video))->assertSessionHasErrors(['video' => 'Only a video whose processing failed can be retried.']);

        $gone = $this->video(['status' => VideoStatus::Failed, 'original_path' => 'originals/missing']);
        $this->post(route('studio.videos.retry', $gone))->assertSessionHasErrors('video');
    }

    /**
     * @param  array<string, mixed>  $attributes
     */
    private function video(array $attributes = []): Video
    {
        return Video::factory()->for($this->channel)->private()->create([
            'status' => VideoStatus::Queued,
            'published_at' => null,
            'thumbnail_path' => null,
            ...$attributes,
        ]);
    }
}

<?php

namespace Tests\Feature\Studio;

use App\Enums\VideoKind;
use App\Enums\VideoStatus;
use App\Models\Channel;
use App\Models\Upload;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

class UploadPagesTest extends TestCase
{
    use RefreshDatabase;

    /**
     * @return array<string, array{string}>
     */
    public static function pages(): array
    {
        return ['upload video' => ['/studio/upload/video'], 'upload short' => ['/studio/upload/short']];
    }

    #[DataProvider('pages')]
    public function test_a_guest_is_sent_to_log_in(string $path): void
    {
        $this->get($path)->assertRedirect('/login');
    }

    #[DataProvider('pages')]
    public function test_a_user_without_a_channel_is_sent_to_create_one(string $path): void
    {
        $this->actingAs(User::factory()->create())->get($path)->assertRedirect('/create-channel');
    }

    public function test_the_video_page_offers_the_upload_categories(): void
    {
        $channel = Channel::factory()->create();

        $this->actingAs($channel->user)
            ->get('/studio/upload/video')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Studio/Upload')
                ->where('kind', 'video')
                ->where('categories', [
                    ['value' => 'education', 'label' => 'Education'],
                    ['value' => 'entertainment', 'label' => 'Entertainment'],
                    ['value' => 'gaming', 'label' => 'Gaming'],
                    ['value' => 'music', 'label' => 'Music'],
                    ['value' => 'tech', 'label' => 'Science & Technology'],
                    ['value' => 'sports', 'label' => 'Sports'],
                    ['value' => 'travel', 'label' => 'Travel & Events'],
                ])
                ->where('limits', ['maxFileSize' => 4 * 1024 ** 3, 'maxDuration' => 15 * 60])
                ->missing('draft'));
    }

    public function test_the_short_page_has_no_categories(): void
    {
        $channel = Channel::factory()->create();

        $this->actingAs($channel->user)
            ->get('/studio/upload/short')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Studio/Upload')
                ->where('kind', 'short')
                ->where('categories', [])
                ->where('limits', ['maxFileSize' => 4 * 1024 ** 3, 'maxDuration' => 3 * 60])
                ->missing('draft'));
    }

    public function test_a_verified_channels_videos_have_no_length_limit(): void
    {
        config(['uploads.max_size' => 1024 ** 3]);
        $channel = Channel::factory()->create(['verified_at' => now()]);

        $this->actingAs($channel->user)
            ->get('/studio/upload/video')
            ->assertInertia(fn (Assert $page) => $page
                ->where('limits', ['maxFileSize' => 1024 ** 3, 'maxDuration' => null]));
    }

    public function test_a_partial_reload_sends_the_draft_being_uploaded(): void
    {
        $channel = Channel::factory()->create();
        $draft = $this->uploadingDraft($channel, uploaded: 250, of: 1000);

        $this->actingAs($channel->user)
            ->get('/studio/upload/video?draft='.$draft->public_id)
            ->assertInertia(fn (Assert $page) => $page
                ->missing('draft')
                ->reloadOnly('draft', fn (Assert $reload) => $reload
                    ->where('draft.id', $draft->public_id)
                    ->where('draft.status', 'uploading')
                    ->where('draft.progress', 25)
                    ->where('draft.thumbnail_candidates', [])
                    ->has('draft', fn (Assert $video) => $video->hasAll([
                        'id', 'kind', 'title', 'description', 'tags', 'visibility', 'category',
                        'is_kids_friendly', 'restrictions', 'comments_enabled', 'status', 'progress', 'failure_reason',
                        'thumbnail', 'thumbnail_candidates', 'duration', 'views', 'comments',
                        'likes', 'created_at', 'published_at', 'moderation',
                    ]))));
    }

    public function test_the_draft_lists_its_thumbnail_candidates_once_probed(): void
    {
        $channel = Channel::factory()->create();
        $draft = Video::factory()->for($channel)->private()->create(['status' => VideoStatus::Processing]);
        $draft->forceFill(['thumbnail_candidates' => ['thumbnails/a/1.jpg', 'thumbnails/a/2.jpg', 'thumbnails/a/3.jpg']])->save();

        $this->actingAs($channel->user)
            ->get('/studio/upload/video?draft='.$draft->public_id)
            ->assertInertia(fn (Assert $page) => $page
                ->reloadOnly('draft', fn (Assert $reload) => $reload
                    ->where('draft.status', 'processing')
                    ->has('draft.thumbnail_candidates', 3)));
    }

    public function test_another_channels_video_is_never_sent_as_a_draft(): void
    {
        $channel = Channel::factory()->create();
        $someoneElses = $this->uploadingDraft(Channel::factory()->create(), uploaded: 10, of: 100);

        $this->actingAs($channel->user)
            ->get('/studio/upload/video?draft='.$someoneElses->public_id)
            ->assertInertia(fn (Assert $page) => $page
                ->reloadOnly('draft', fn (Assert $reload) => $reload->where('draft', null)));
    }

    public function test_odd_draft_ids_find_nothing_and_never_fail(): void
    {
        $channel = Channel::factory()->create();

        foreach (['draft[]=x', 'draft[a][b]=1', 'draft=', 'draft='.str_repeat('x', 5000), 'draft=%00'] as $query) {
            $this->actingAs($channel->user)
                ->get('/studio/upload/short?'.$query)
                ->assertOk()
                ->assertInertia(fn (Assert $page) => $page
                    ->reloadOnly('draft', fn (Assert $reload) => $reload->where('draft', null)));
        }
    }

    private function uploadingDraft(Channel $channel, int $uploaded, int $of): Video
    {
        $video = Video::factory()->for($channel)->private()->create([
            'status' => VideoStatus::Uploading,
            'published_at' => null,
            'hls_path' => null,
            'thumbnail_path' => null,
        ]);
        $upload = Upload::query()->create([
            'user_id' => $channel->user_id,
            'kind' => VideoKind::Video,
            'upload_length' => $of,
            'metadata' => ['filename' => 'clip.mp4'],
        ]);
        $upload->forceFill(['upload_offset' => $uploaded, 'video_id' => $video->id])->save();

        return $video;
    }
}

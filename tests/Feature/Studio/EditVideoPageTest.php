<?php

namespace Tests\Feature\Studio;

use App\Enums\Category;
use App\Enums\VideoStatus;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class EditVideoPageTest extends TestCase
{
    use RefreshDatabase;

    public function test_the_owner_gets_the_details_form_filled_in(): void
    {
        $channel = Channel::factory()->create();
        $video = Video::factory()->for($channel)->unlisted()->create([
            'title' => 'Night swim',
            'description' => 'Lights on the water.',
            'tags' => ['night', 'swim'],
            'category' => Category::Travel,
            'is_kids_friendly' => true,
        ]);

        $this->actingAs($channel->user)
            ->get("/studio/videos/{$video->public_id}/edit")
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Studio/EditVideo')
                ->where('video.id', $video->public_id)
                ->where('video.kind', 'video')
                ->where('video.title', 'Night swim')
                ->where('video.description', 'Lights on the water.')
                ->where('video.tags', ['night', 'swim'])
                ->where('video.visibility', 'unlisted')
                ->where('video.category', 'travel')
                ->where('video.is_kids_friendly', true)
                ->where('video.status', 'ready')
                ->has('video.thumbnail_candidates')
                ->has('categories', 7)
                ->where('categories.6', ['value' => 'travel', 'label' => 'Travel & Events']));
    }

    public function test_a_video_still_uploading_can_be_edited(): void
    {
        $channel = Channel::factory()->create();
        $video = Video::factory()->for($channel)->blip()->private()->create([
            'status' => VideoStatus::Uploading,
            'published_at' => null,
        ]);

        $this->actingAs($channel->user)
            ->get("/studio/videos/{$video->public_id}/edit")
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->where('video.kind', 'short')
                ->where('video.status', 'uploading')
                ->where('video.progress', 0));
    }

    public function test_the_processing_poll_reads_only_the_video(): void
    {
        $channel = Channel::factory()->create();
        $video = Video::factory()->for($channel)->processing()->create();
        $uri = "/studio/videos/{$video->public_id}/edit";
        $headers = $this->actingAs($channel->user)->partialReloadHeaders($uri, 'Studio/EditVideo', 'video');

        $queries = $this->queriesDuring(fn () => $this->get($uri, $headers)->assertOk()->assertJsonPath('props.video.status', 'processing'));

        $this->assertEmpty($queries->filter(fn (string $sql) => str_contains($sql, '"video_captions"')), $queries->implode("\n"));
    }

    public function test_another_creator_is_told_the_video_does_not_exist(): void
    {
        $video = Video::factory()->create();
        $otherCreator = Channel::factory()->create()->user;

        $this->actingAs($otherCreator)
            ->get("/studio/videos/{$video->public_id}/edit")
            ->assertNotFound();
    }

    public function test_a_viewer_without_a_channel_is_sent_to_create_one(): void
    {
        $video = Video::factory()->create();

        $this->actingAs(User::factory()->create())
            ->get("/studio/videos/{$video->public_id}/edit")
            ->assertRedirect('/create-channel');
    }

    public function test_a_guest_is_sent_to_log_in(): void
    {
        $video = Video::factory()->create();

        $this->get("/studio/videos/{$video->public_id}/edit")->assertRedirect('/login');
    }

    public function test_an_unknown_id_is_not_found(): void
    {
        $channel = Channel::factory()->create();

        foreach (['nope', 'AAAAAAAAAAA', str_repeat('a', 300), '%00'] as $id) {
            $this->actingAs($channel->user)->get("/studio/videos/{$id}/edit")->assertNotFound();
        }
    }
}

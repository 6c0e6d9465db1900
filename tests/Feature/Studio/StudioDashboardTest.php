<?php

namespace Tests\Feature\Studio;

use App\Enums\VideoStatus;
use App\Models\Channel;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use App\Models\VideoView;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class StudioDashboardTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->withoutVite();
    }

    public function test_a_guest_is_sent_to_log_in(): void
    {
        $this->get('/studio/dashboard')->assertRedirect('/login');
    }

    public function test_an_unverified_user_is_sent_to_the_verification_notice(): void
    {
        $this->actingAs(User::factory()->unverified()->create())
            ->get('/studio/dashboard')
            ->assertRedirect('/verify-email');
    }

    public function test_a_user_without_a_channel_is_sent_to_create_one(): void
    {
        $this->actingAs(User::factory()->create())
            ->get('/studio/dashboard')
            ->assertRedirect('/create-channel');
    }

    public function test_a_new_channel_sees_an_empty_overview(): void
    {
        $channel = Channel::factory()->create(['name' => 'Night Owls']);

        $this->actingAs($channel->user)
            ->get('/studio/dashboard')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Studio/Dashboard')
                ->where('channel', [
                    'id' => $channel->id,
                    'handle' => $channel->handle,
                    'name' => 'Night Owls',
                    'avatar_url' => null,
                ])
                ->where('stats', ['views' => 0, 'subscribers' => 0, 'videos' => 0, 'watchTimeMinutes' => 0])
                ->has('recentVideos', 0)
                ->has('topVideos', 0));
    }

    public function test_the_overview_counts_this_channels_videos_views_and_subscribers(): void
    {
        $channel = Channel::factory()->create();
        $other = Channel::factory()->create();
        $popular = Video::factory()->for($channel)->create(['view_count' => 900, 'like_count' => 7, 'created_at' => now()->subDays(3)]);
        $recent = Video::factory()->for($channel)->private()->create(['view_count' => 100, 'created_at' => now()]);
        Video::factory()->for($other)->create(['view_count' => 5000]);
        VideoView::query()->create(['video_id' => $popular->id, 'viewer_key' => 'a', 'watched_seconds' => 150, 'viewed_at' => now(), 'viewed_on' => now()->toDateString()]);
        VideoView::query()->create(['video_id' => $recent->id, 'viewer_key' => 'b', 'watched_seconds' => 60, 'viewed_at' => now(), 'viewed_on' => now()->toDateString()]);
        Subscription::query()->create(['user_id' => User::factory()->create()->id, 'channel_id' => $channel->id]);
        Subscription::query()->create(['user_id' => User::factory()->create()->id, 'channel_id' => $other->id]);

        $this->actingAs($channel->user)
            ->get('/studio/dashboard')
            ->assertInertia(fn (Assert $page) => $page
                ->where('stats.views', 1000)
                ->where('stats.videos', 2)
                ->where('stats.subscribers', 1)
                ->where('stats.watchTimeMinutes', 3)
                ->has('recentVideos', 2)
                ->where('recentVideos.0.id', $recent->public_id)
                ->where('topVideos.0.id', $popular->public_id)
                ->where('topVideos.0.likes', 7)
                ->has('topVideos.0', fn (Assert $video) => $video->hasAll(['id', 'title', 'status', 'thumbnail', 'views', 'comments', 'likes', 'createdAt'])));
    }

    public function test_a_new_upload_heads_recent_videos_at_once_with_its_status(): void
    {
        $channel = Channel::factory()->create();
        Video::factory()->for($channel)->create(['created_at' => now()->subDay()]);
        $draft = Video::factory()->for($channel)->private()->create([
            'status' => VideoStatus::Uploading, 'published_at' => null, 'hls_path' => null, 'thumbnail_path' => null,
        ]);

        $this->actingAs($channel->user)
            ->get('/studio/dashboard')
            ->assertInertia(fn (Assert $page) => $page
                ->where('recentVideos.0.id', $draft->public_id)
                ->where('recentVideos.0.status', 'uploading')
                ->where('recentVideos.1.status', 'ready'));
    }

    public function test_the_dashboard_shows_only_the_signed_in_users_channel(): void
    {
        Channel::factory()->create(['name' => 'Someone Else']);
        $mine = Channel::factory()->create(['name' => 'Mine']);

        $this->actingAs($mine->user)
            ->get('/studio/dashboard')
            ->assertInertia(fn (Assert $page) => $page
                ->where('channel.id', $mine->id)
                ->where('channel.name', 'Mine')
                ->where('auth.user.channel.id', $mine->id));
    }

    public function test_the_dashboard_has_no_address_for_another_users_channel(): void
    {
        $theirs = Channel::factory()->create();
        $mine = Channel::factory()->create();

        $this->actingAs($mine->user)
            ->get("/studio/dashboard?channel={$theirs->id}")
            ->assertInertia(fn (Assert $page) => $page->where('channel.id', $mine->id));
        $this->actingAs($mine->user)->get("/studio/{$theirs->handle}/dashboard")->assertNotFound();
    }
}

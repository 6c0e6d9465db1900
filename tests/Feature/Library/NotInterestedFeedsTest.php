<?php

namespace Tests\Feature\Library;

use App\Models\NotInterestedVideo;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/**
 * "Not interested" from a video card's menu: the video leaves that viewer's home and up next,
 * and nobody else's.
 */
class NotInterestedFeedsTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_video_set_aside_leaves_the_viewers_home_only(): void
    {
        $user = User::factory()->create();
        $hidden = Video::factory()->create(['title' => 'Set aside']);
        Video::factory()->create(['title' => 'Still shown']);
        $this->actingAs($user)->post("/videos/{$hidden->public_id}/not-interested");

        $titles = fn () => array_column($this->partialReload('/', 'Home', ['featured', 'recommended'])->assertOk()->json('props.recommended.data'), 'title');

        $this->assertSame(['Still shown'], $titles());
        $this->app['auth']->forgetGuards();
        $this->actingAs(User::factory()->create());
        $this->assertEqualsCanonicalizing(['Set aside', 'Still shown'], $titles());
    }

    public function test_a_video_set_aside_leaves_the_viewers_up_next(): void
    {
        $user = User::factory()->create();
        $watching = Video::factory()->create();
        $hidden = Video::factory()->for($watching->channel)->create(['title' => 'Set aside']);
        Video::factory()->for($watching->channel)->create(['title' => 'Still next']);
        NotInterestedVideo::query()->insert(['user_id' => $user->id, 'video_id' => $hidden->id, 'created_at' => now()]);

        $upNext = fn () => array_column($this->partialReload("/watch?v={$watching->public_id}", 'Watch/Show', 'upNext')->assertOk()->json('props.upNext'), 'title');

        $this->actingAs($user);
        $this->assertSame(['Still next'], $upNext());
        $this->app['auth']->forgetGuards();
        $this->actingAs(User::factory()->create());
        $this->assertEqualsCanonicalizing(['Set aside', 'Still next'], $upNext());
    }
}

<?php

namespace Tests\Feature\Watch;

use App\Models\User;
use App\Models\Video;
use App\Models\VideoView;
use App\Models\WatchHistory;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class WatchProgressTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_viewer_counts_once_per_video_per_hour(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create(['duration' => 600]);

        $this->actingAs($user)->postJson("/videos/{$video->public_id}/progress", ['position' => 1])->assertNoContent();
        $this->actingAs($user)->postJson("/videos/{$video->public_id}/progress", ['position' => 11])->assertNoContent();
        $this->travel(59)->minutes();
        $this->actingAs($user)->postJson("/videos/{$video->public_id}/progress", ['position' => 21])->assertNoContent();

        $this->assertSame(1, $video->fresh()?->view_count);
        $view = VideoView::query()->sole();
        $this->assertSame('u:'.$user->id, $view->viewer_key);
        $this->assertSame($user->id, $view->user_id);
        $this->assertSame(21, $view->watched_seconds);

        $this->travel(2)->minutes();
        $this->actingAs($user)->postJson("/videos/{$video->public_id}/progress", ['position' => 31])->assertNoContent();

        $this->assertSame(2, $video->fresh()?->view_count);
        $this->assertSame(2, VideoView::query()->count());
    }

    public function test_guests_count_by_session(): void
    {
        $video = Video::factory()->create();

        $cookie = (string) config('session.cookie');
        $session = $this->postJson("/videos/{$video->public_id}/progress", ['position' => 1])->assertNoContent()->getCookie($cookie)?->getValue();
        $this->withCredentials()->withCookie($cookie, (string) $session)->postJson("/videos/{$video->public_id}/progress", ['position' => 2])->assertNoContent();
        $this->assertSame(1, $video->fresh()?->view_count);

        // Another browser (another session cookie) is another viewer.
        $this->withCredentials()->withCookie($cookie, 'anotherBrowserSessionId00000000000000000')->postJson("/videos/{$video->public_id}/progress", ['position' => 1])->assertNoContent();

        $this->assertSame(2, $video->fresh()?->view_count);
        $this->assertSame(2, VideoView::query()->whereNull('user_id')->where('viewer_key', 'like', 'g:%')->distinct()->count('viewer_key'));
        $this->assertSame(0, WatchHistory::query()->count());
    }

    public function test_history_keeps_the_position_reached_clamped_to_the_length(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create(['duration' => 120]);

        $this->actingAs($user)->postJson("/videos/{$video->public_id}/progress", ['position' => 37.8])->assertNoContent();
        $this->assertSame(37, WatchHistory::query()->sole()->position_seconds);

        $this->actingAs($user)->postJson("/videos/{$video->public_id}/progress", ['position' => 5000])->assertNoContent();
        $history = WatchHistory::query()->sole();
        $this->assertSame(120, $history->position_seconds);
        $this->assertSame($video->id, $history->video_id);
    }

    public function test_returning_resumes_where_the_viewer_left(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create(['duration' => 600]);

        $this->actingAs($user)->postJson("/videos/{$video->public_id}/progress", ['position' => 95])->assertNoContent();

        $this->actingAs($user)->get("/watch?v={$video->public_id}")
            ->assertInertia(fn ($page) => $page->where('viewer.resumeAt', 95));
    }

    public function test_bad_positions_are_refused_with_field_errors(): void
    {
        $video = Video::factory()->create();

        foreach ([[], ['position' => 'abc'], ['position' => -1], ['position' => ['x']], ['position' => 'NaN']] as $payload) {
            $this->postJson("/videos/{$video->public_id}/progress", $payload)->assertUnprocessable()->assertJsonValidationErrors('position');
        }

        $this->assertSame(0, VideoView::query()->count());
    }

    public function test_hidden_and_unknown_videos_answer_not_found(): void
    {
        $private = Video::factory()->private()->create();

        $this->postJson("/videos/{$private->public_id}/progress", ['position' => 1])->assertNotFound();
        $this->postJson('/videos/AAAAAAAAAAA/progress', ['position' => 1])->assertNotFound();
        $this->actingAs($private->channel->user)->postJson("/videos/{$private->public_id}/progress", ['position' => 1])->assertNoContent();
    }

    public function test_reports_are_rate_limited(): void
    {
        $video = Video::factory()->create();

        for ($i = 0; $i < 60; $i++) {
            $this->postJson("/videos/{$video->public_id}/progress", ['position' => $i])->assertNoContent();
        }

        $this->postJson("/videos/{$video->public_id}/progress", ['position' => 61])->assertTooManyRequests();
    }
}

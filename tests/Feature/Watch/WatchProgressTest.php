<?php

namespace Tests\Feature\Watch;

use App\Models\User;
use App\Models\Video;
use App\Models\VideoView;
use App\Models\WatchHistory;
use Illuminate\Contracts\Encryption\Encrypter;
use Illuminate\Foundation\Application;
use Illuminate\Foundation\Http\Middleware\ValidateCsrfToken;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Testing\TestResponse;
use Symfony\Component\HttpFoundation\Response;
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

    public function test_a_guest_browser_counts_once_across_reports_and_reloads(): void
    {
        $this->checkCsrfTokensAsInProduction();
        $video = Video::factory()->create(['duration' => 600]);
        $jar = [];

        // A first visit, with no cookie yet; then the player's reports, a reload, more reports.
        $this->visitAsBrowser($jar, 'GET', "/watch?v={$video->public_id}")->assertOk();
        $this->visitAsBrowser($jar, 'POST', "/videos/{$video->public_id}/progress", ['position' => 1])->assertNoContent();
        $this->visitAsBrowser($jar, 'POST', "/videos/{$video->public_id}/progress", ['position' => 11])->assertNoContent();
        $this->visitAsBrowser($jar, 'GET', "/watch?v={$video->public_id}")->assertOk();
        $this->visitAsBrowser($jar, 'POST', "/videos/{$video->public_id}/progress", ['position' => 1])->assertNoContent();
        $this->travel(30)->minutes();
        $this->visitAsBrowser($jar, 'GET', "/watch?v={$video->public_id}")->assertOk();
        $this->visitAsBrowser($jar, 'POST', "/videos/{$video->public_id}/progress", ['position' => 40])->assertNoContent();

        $this->assertSame(1, $video->fresh()?->view_count);
        $this->assertSame(40, VideoView::query()->sole()->watched_seconds);

        // Past the hour the same browser is a new view.
        $this->travel(31)->minutes();
        $this->visitAsBrowser($jar, 'GET', "/watch?v={$video->public_id}")->assertOk();
        $this->visitAsBrowser($jar, 'POST', "/videos/{$video->public_id}/progress", ['position' => 1])->assertNoContent();
        $this->assertSame(2, $video->fresh()?->view_count);
    }

    public function test_a_guest_without_the_pages_cookies_cannot_count_views_by_reloading(): void
    {
        $this->checkCsrfTokensAsInProduction();
        $video = Video::factory()->create();

        // A client that drops the session cookie each page sets: every load is a new session,
        // and a report without its session is refused, even with the page's XSRF token.
        for ($load = 0; $load < 3; $load++) {
            $jar = [];
            $this->visitAsBrowser($jar, 'GET', "/watch?v={$video->public_id}")->assertOk();
            $withoutSession = ['XSRF-TOKEN' => $jar['XSRF-TOKEN']];
            $this->visitAsBrowser($withoutSession, 'POST', "/videos/{$video->public_id}/progress", ['position' => 1])->assertStatus(419);
        }

        $this->assertSame(0, $video->fresh()?->view_count);
        $this->assertSame(0, VideoView::query()->count());
    }

    /**
     * Laravel skips the CSRF check in tests; a browser's report has to pass it, and a report
     * without the page's session cookie never does. Sessions are kept between requests as a
     * server keeps them (the array store lives only as long as one request's process).
     */
    private function checkCsrfTokensAsInProduction(): void
    {
        if (config('session.driver') === 'array') {
            config(['session.driver' => 'database']);
        }
        $this->app->singleton(ValidateCsrfToken::class, fn (Application $app) => new class($app, $app->make(Encrypter::class)) extends ValidateCsrfToken
        {
            protected function runningUnitTests(): bool
            {
                return false;
            }
        });
    }

    /**
     * A request as the browser sends it: with the cookies the site set so far (as set, i.e.
     * encrypted) and, for a write, the XSRF token the player's fetch copies from its cookie
     * (useWatchProgress.ts). The cookies the response sets go into the jar.
     *
     * @param  array<string, string>  $jar
     * @param  array<string, mixed>  $data
     * @return TestResponse<Response>
     */
    private function visitAsBrowser(array &$jar, string $method, string $uri, array $data = []): TestResponse
    {
        $headers = $method === 'GET'
            ? []
            : ['Accept' => 'application/json', 'X-Requested-With' => 'XMLHttpRequest', 'X-XSRF-TOKEN' => $jar['XSRF-TOKEN'] ?? ''];
        $server = $this->transformHeadersToServerVars($headers);
        // Each request a PHP process of its own: the test's session store would otherwise
        // carry the last request's token into a request without its cookie.
        $this->app['session']->forgetDrivers();
        $response = $this->call($method, $uri, $data, $jar, [], $server);

        foreach ($response->headers->getCookies() as $cookie) {
            $jar[$cookie->getName()] = (string) $cookie->getValue();
        }

        return $response;
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

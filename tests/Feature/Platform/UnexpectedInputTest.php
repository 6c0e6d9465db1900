<?php

namespace Tests\Feature\Platform;

use App\Models\Comment;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Routing\Middleware\ThrottleRequests;
use Tests\TestCase;

/**
 * Whatever a visitor types into the address bar or a client posts to the watch page's
 * endpoints, the answer is never a server error.
 */
class UnexpectedInputTest extends TestCase
{
    use RefreshDatabase;

    public function test_odd_query_strings_never_end_in_a_server_error(): void
    {
        $video = Video::factory()->create();
        $comment = Comment::factory()->create(['commentable_id' => $video->id]);
        $handle = $video->channel->handle;
        $odd = ['abc', '-1', '0', '99999999999999999999', '%00', "'", '1e9', '%F0%28%8C%28'];

        $paths = [];
        foreach ($odd as $value) {
            array_push(
                $paths,
                "/?page={$value}&videos_page={$value}&category={$value}",
                "/?category[]={$value}",
                "/trending?tab={$value}",
                "/trending?tab[]={$value}",
                "/news?tab={$value}&videos_page={$value}",
                "/music?videos_page={$value}",
                "/gaming?category={$value}&videos_page={$value}",
                "/search?q={$value}&page={$value}&videos_page={$value}",
                "/search?q[]={$value}",
                "/channel/{$value}",
                "/channel/@{$handle}?tab={$value}&videos_page={$value}",
                "/channel/@{$handle}?tab[]={$value}",
                "/watch?v={$video->public_id}&sort={$value}&comments_page={$value}",
                "/watch?v={$video->public_id}&sort[]={$value}&comments_page[]={$value}",
                "/watch?v={$value}",
                "/comments/{$comment->id}/replies?page={$value}",
                "/comments/{$comment->id}/replies?page[]={$value}",
                "/reset-password/token?email={$value}",
                "/reset-password/token?email[]={$value}",
                "/reset-password/{$value}",
            );
        }

        $failed = [];
        foreach ([null, User::factory()->create()] as $viewer) {
            $this->app['auth']->forgetGuards();
            foreach ($paths as $path) {
                $status = ($viewer ? $this->actingAs($viewer)->get($path) : $this->get($path))->getStatusCode();
                if ($status >= 500) {
                    $failed[] = "{$path} answered {$status}";
                }
            }
        }

        $this->assertSame([], $failed);
    }

    public function test_odd_form_input_never_ends_in_a_server_error(): void
    {
        $video = Video::factory()->create();
        $comment = Comment::factory()->create(['commentable_id' => $video->id]);
        $channel = $video->channel;
        $user = User::factory()->create();
        $oddValues = [
            '', 'abc', '-1', '99999999999999999999', "\xF0\x28\x8C\x28", ['x'], ['a' => ['b']], 1.5, true,
            ['subscriptions' => ['abc', ['x'], '99999999999999999999', -1], 'history' => 'x'],
        ];
        $fields = ['body', 'parent_id', 'type', 'level', 'position', 'guest_library'];
        // Every request must reach the endpoint, not the rate limiter.
        $this->withoutMiddleware(ThrottleRequests::class);

        $endpoints = [
            ['post', "/videos/{$video->public_id}/comments"],
            ['post', "/videos/{$video->public_id}/progress"],
            ['post', "/videos/{$video->public_id}/reaction"],
            ['post', "/comments/{$comment->id}/reaction"],
            ['post', "/channels/{$channel->id}/subscription"],
            ['patch', "/channels/{$channel->id}/subscription"],
            ['post', '/guest-library/merge'],
        ];

        $failed = [];
        foreach ($endpoints as [$method, $url]) {
            foreach ($oddValues as $value) {
                $body = array_fill_keys($fields, $value);
                foreach ([false, true] as $asJson) {
                    $this->app['auth']->forgetGuards();
                    $request = $this->actingAs($user);
                    $response = $asJson ? $request->json($method, $url, $body) : $request->call(strtoupper($method), $url, $body);
                    if ($response->getStatusCode() >= 500) {
                        $failed[] = "{$method} {$url} ".json_encode($value, JSON_INVALID_UTF8_SUBSTITUTE).($asJson ? ' (json)' : '')." answered {$response->getStatusCode()}";
                    }
                }
            }
        }

        $this->assertSame([], $failed);
    }

    public function test_odd_account_form_input_gets_field_errors_and_changes_nothing(): void
    {
        $user = User::factory()->create(['email' => 'kept@example.com']);
        $passwordHash = $user->password;
        $oddValues = [['x'], ['a' => ['b']], 1.5, true];
        $fields = ['name', 'email', 'password', 'password_confirmation', 'current_password', 'token', 'remember', 'description'];
        $this->withoutMiddleware(ThrottleRequests::class);

        // [method, url, signed in]
        $endpoints = [
            ['post', '/register', false],
            ['post', '/login', false],
            ['post', '/forgot-password', false],
            ['post', '/reset-password', false],
            ['post', '/confirm-password', true],
            ['put', '/password', true],
            ['patch', '/profile', true],
            ['delete', '/profile', true],
            ['post', '/channels', true],
        ];

        $failed = [];
        foreach ($endpoints as [$method, $url, $signedIn]) {
            foreach ($oddValues as $value) {
                $this->app['auth']->forgetGuards();
                $this->flushSession();
                $request = $signedIn ? $this->actingAs($user->fresh() ?? $user) : $this;
                $response = $request->from('/')->call(strtoupper($method), $url, array_fill_keys($fields, $value));
                $label = "{$method} {$url} ".json_encode($value, JSON_INVALID_UTF8_SUBSTITUTE);
                if ($response->getStatusCode() >= 500) {
                    $failed[] = "{$label} answered {$response->getStatusCode()}";
                } elseif (session('errors') === null) {
                    $failed[] = "{$label} answered {$response->getStatusCode()} without field errors";
                }
            }
        }

        $this->assertSame([], $failed);
        $user->refresh();
        $this->assertSame('kept@example.com', $user->email);
        $this->assertSame($passwordHash, $user->password);
        $this->assertSame(1, User::query()->count());
    }
}

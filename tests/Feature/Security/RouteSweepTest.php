<?php

namespace Tests\Feature\Security;

use App\Enums\CommentStatus;
use App\Enums\Visibility;
use App\Library\WatchLater;
use App\Models\Channel;
use App\Models\Comment;
use App\Models\User;
use App\Models\Video;
use App\Models\WatchHistory;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Routing\Middleware\ThrottleRequests;
use Illuminate\Routing\Route;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Notification;
use Illuminate\Support\Facades\Route as Router;
use PHPUnit\Framework\Attributes\Group;
use Tests\TestCase;

/**
 * Every route with every method it accepts, as every kind of caller, with bad input and
 * other people's ids: never a server error, and no row the caller does not own changes.
 */
#[Group('sweep')]
class RouteSweepTest extends TestCase
{
    use RefreshDatabase;

    /** Every field name a form of the app reads, so each payload reaches the rules. */
    private const FIELDS = [
        'name', 'email', 'password', 'password_confirmation', 'current_password', 'token', 'remember',
        'description', 'body', 'parent_id', 'type', 'level', 'position', 'guest_library',
        'q', 'page', 'sort', 'tab', 'category', 'v', 'comments_page', 'videos_page',
        'paused', 'filter', 'channels', 'videos', 'cursor',
        'title', 'tags', 'visibility', 'is_kids_friendly', 'thumbnail', 'thumbnail_candidate', 'action', 'videos',
        'handle', 'contact_email', 'links', 'featured_video_id', 'featured_video_for_returning_id', 'featured_channels',
        'show_related_channels', 'show_unsubscribed_indicator', 'profile', 'banner', 'remove_profile', 'remove_banner',
        'video_search', 'channel_search', 'reason', 'details', 'decision',
        'mood', 'text', 'include_screenshot', 'page_url', 'attachments',
    ];

    /** Columns that legitimately move when someone else acts: counters and touch times. */
    private const DERIVED_COLUMNS = [
        'updated_at', 'view_count', 'like_count', 'dislike_count', 'comment_count', 'reply_count',
        'subscriber_count', 'live_viewers',
    ];

    private User $victim;

    private Channel $victimChannel;

    public function test_no_route_answers_a_server_error_or_changes_what_the_caller_does_not_own(): void
    {
        Notification::fake();
        $this->withoutMiddleware(ThrottleRequests::class);
        $targets = $this->victimData();
        $callers = [
            'guest' => null,
            'unverified' => User::factory()->unverified()->create(),
            'viewer' => User::factory()->create(),
            'another creator' => Channel::factory()->create()->user,
            'owner' => $this->victim,
        ];

        $requests = 0;
        $routes = 0;
        $failures = [];
        foreach ($this->sweptRoutes() as $route) {
            $routes++;
            foreach ($callers as $role => $caller) {
                $before = $this->checksumOfOthersRows($caller);
                foreach ($this->requestsFor($route, $targets) as [$method, $uri, $payloadName, $payload]) {
                    $requests++;
                    $this->app['auth']->forgetGuards();
                    $response = ($caller ? $this->actingAs($caller) : $this)->call($method, $uri, $payload);
                    if ($response->getStatusCode() >= 500) {
                        $failures[] = "{$role}: {$method} {$uri} with {$payloadName} answered {$response->getStatusCode()}";
                    }
                }
                if ($this->checksumOfOthersRows($caller) !== $before) {
                    $failures[] = "{$role}: {$route->uri()} changed rows the caller does not own";
                }
            }
        }

        fwrite(STDERR, sprintf(
            "\nRoute sweep: %d routes × %d roles, %d requests, %d failures\n",
            $routes, count($callers), $requests, count($failures),
        ));
        $this->assertGreaterThan(40, $routes);
        $this->assertSame([], $failures);
    }

    /**
     * @return array<string, list<string>> values to put in each route parameter
     */
    private function victimData(): array
    {
        $this->victim = User::factory()->create();
        $this->victimChannel = Channel::factory()->for($this->victim)->create();
        $public = Video::factory()->for($this->victimChannel)->create();
        $private = Video::factory()->for($this->victimChannel)->create(['visibility' => Visibility::Private]);
        $comment = Comment::factory()->create(['commentable_id' => $public->id, 'user_id' => $this->victim->id]);
        Comment::factory()->create(['commentable_id' => $public->id, 'status' => CommentStatus::Held]);
        // The victim's library, which nobody else may read or change.
        WatchHistory::query()->create(['user_id' => $this->victim->id, 'video_id' => $public->id, 'position_seconds' => 5, 'watched_at' => now()]);
        app(WatchLater::class)->add($this->victim, $public);

        return [
            'video' => [$public->public_id, $private->public_id, 'abc'],
            'comment' => [(string) $comment->id, '99999999999999999999'],
            'channel' => [(string) $this->victimChannel->id, '@'.$this->victimChannel->handle],
            'user' => [(string) $this->victim->id],
            'id' => [(string) $this->victim->id],
            'path' => ['..%2F..%2F.env', 'x'],
        ];
    }

    /**
     * @return list<Route>
     */
    private function sweptRoutes(): array
    {
        return array_values(array_filter(
            Router::getRoutes()->getRoutes(),
            fn (Route $route) => $route->uri() !== 'up',
        ));
    }

    /**
     * Each method of the route with the first set of parameter values and every payload,
     * then every other set of values with no payload.
     *
     * @param  array<string, list<string>>  $targets
     * @return list<array{string, string, string, array<string, mixed>}>
     */
    private function requestsFor(Route $route, array $targets): array
    {
        $methods = array_diff($route->methods(), ['HEAD']) ?: ['HEAD'];
        $uris = $this->urisFor($route, $targets);
        $requests = [];
        foreach ($methods as $method) {
            foreach ($this->payloads($method) as $name => $payload) {
                $requests[] = [$method, $uris[0], $name, $payload];
            }
            foreach (array_slice($uris, 1) as $uri) {
                $requests[] = [$method, $uri, 'nothing', []];
            }
        }

        return $requests;
    }

    /**
     * @param  array<string, list<string>>  $targets
     * @return non-empty-list<string>
     */
    private function urisFor(Route $route, array $targets): array
    {
        $uris = ['/'.ltrim($route->uri(), '/')];
        foreach ($route->parameterNames() as $parameter) {
            $next = [];
            foreach ($uris as $uri) {
                foreach ($targets[$parameter] ?? ['abc'] as $value) {
                    $next[] = preg_replace('/\{'.$parameter.'\??\}/', $value, $uri);
                }
            }
            $uris = $next;
        }

        return $uris;
    }

    /**
     * @return array<string, array<string, mixed>>
     */
    private function payloads(string $method): array
    {
        $every = fn (mixed $value) => array_fill_keys(self::FIELDS, $value);
        // A body may carry a megabyte. A GET's fields travel in the address, which nginx cuts
        // off at 8 KB (414), so 64 KB there is already far past what can reach the app.
        $oversized = in_array($method, ['GET', 'HEAD', 'OPTIONS'], true) ? 64 * 1024 : 1024 * 1024;

        return [
            'nothing' => [],
            'oversized strings' => $every(str_repeat('x', intdiv($oversized, count(self::FIELDS)))),
            'arrays' => $every(['x', 'y']),
            'objects' => $every(['a' => ['b' => 'c']]),
            'numbers' => $every(-99999999999999999),
            'invalid UTF-8' => $every("\xF0\x28\x8C\x28"),
            'control characters' => $every("\x00\x01\x1B[31m\u{202E}"),
            'injection strings' => $every("' OR 1=1 -- <script>alert(1)</script> {{7*7}} ../../etc/passwd"),
        ];
    }

    /**
     * A fingerprint of every row that belongs to someone other than the caller, leaving out
     * counters and touch times that move when the caller likes, comments or subscribes.
     */
    private function checksumOfOthersRows(?User $caller): string
    {
        $callerId = $caller?->id ?? 0;
        $callerChannels = Channel::query()->where('user_id', $callerId)->pluck('id')->all();
        $callerVideos = Video::query()->whereIn('channel_id', $callerChannels)->pluck('id')->all();
        $tables = [
            'users' => fn ($query) => $query->where('id', '!=', $callerId),
            'channels' => fn ($query) => $query->where('user_id', '!=', $callerId),
            'videos' => fn ($query) => $query->whereNotIn('channel_id', $callerChannels),
            // Deleting one's own video takes everyone's comments and reactions on it along.
            'comments' => fn ($query) => $query->where('user_id', '!=', $callerId)->whereNotIn('commentable_id', $callerVideos),
            'reactions' => fn ($query) => $query->where('user_id', '!=', $callerId)
                ->whereNotIn('reactable_id', $callerVideos)
                ->whereNotIn('reactable_id', DB::table('comments')->select('id')->whereIn('commentable_id', $callerVideos)),
            'subscriptions' => fn ($query) => $query->where('user_id', '!=', $callerId),
            'watch_history' => fn ($query) => $query->where('user_id', '!=', $callerId),
            // A guest's own views carry no user; everyone else's are someone's.
            'views' => fn ($query) => $query->whereNotNull('user_id')->where('user_id', '!=', $callerId),
            'playlists' => fn ($query) => $query->where(fn ($owner) => $owner->whereNull('user_id')->orWhere('user_id', '!=', $callerId))
                ->where(fn ($owner) => $owner->whereNull('channel_id')->orWhereNotIn('channel_id', $callerChannels)),
            'playlist_items' => fn ($query) => $query->whereNotIn('playlist_id', DB::table('playlists')->select('id')->where('user_id', $callerId)),
        ];

        $rows = [];
        foreach ($tables as $table => $scope) {
            $rows[$table] = $scope(DB::table($table))->orderBy('id')->get()
                ->map(fn (object $row) => array_diff_key((array) $row, array_flip(self::DERIVED_COLUMNS)))
                ->all();
        }

        return md5((string) json_encode($rows, JSON_INVALID_UTF8_SUBSTITUTE));
    }
}

<?php

namespace Tests\Feature\Notifications;

use App\Enums\VideoStatus;
use App\Models\Channel;
use App\Models\Notification;
use App\Models\User;
use App\Models\Video;
use App\Notifications\Inbox;
use Carbon\CarbonInterface;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class NotificationBellTest extends TestCase
{
    use RefreshDatabase;

    private User $reader;

    protected function setUp(): void
    {
        parent::setUp();
        $this->reader = User::factory()->create();
    }

    public function test_every_page_tells_a_signed_in_reader_how_many_are_unread_with_one_query(): void
    {
        $this->notify($this->reader, now()->subHour());
        $this->notify($this->reader, now()->subMinute());
        $this->notify($this->reader, now()->subDay(), read: true);
        $this->notify(User::factory()->create(), now());

        $this->actingAs($this->reader)->get('/')
            ->assertInertia(fn (Assert $page) => $page->where('notifications.unread', 2));

        $queries = $this->queriesDuring(fn () => app(Inbox::class)->unreadCount($this->reader));
        $this->assertCount(1, $queries);
    }

    public function test_guests_have_no_bell(): void
    {
        $this->get('/')->assertInertia(fn (Assert $page) => $page->where('notifications', null));
    }

    public function test_the_list_gives_the_newest_twenty_of_the_readers_own_with_channel_and_video(): void
    {
        $channel = Channel::factory()->create(['name' => 'Lena Codes', 'handle' => 'lenacodes']);
        $newest = $this->notify($this->reader, now()->subMinute(), Video::factory()->for($channel)->create(['title' => 'Rust in 10 minutes']));
        foreach (range(1, 22) as $hours) {
            $this->notify($this->reader, now()->subHours($hours), read: $hours > 3);
        }
        $this->notify(User::factory()->create(), now());

        $response = $this->actingAs($this->reader)->getJson(route('notifications.index'))->assertOk();

        $response->assertJsonCount(Inbox::LATEST, 'data');
        $response->assertJsonPath('data.0', [
            'id' => $newest->id,
            'type' => Notification::NEW_VIDEO,
            'read' => false,
            'created_at' => $newest->created_at->toIso8601String(),
            'text' => 'Lena Codes uploaded: Rust in 10 minutes',
            'href' => route('watch', ['v' => $newest->video?->public_id]),
            'actor' => ['name' => 'Lena Codes', 'avatar_url' => null],
            'thumbnail_url' => $newest->video?->thumbnail_url,
        ]);
        $this->assertSame([false, false, false, false, true], array_slice(array_column($response->json('data'), 'read'), 0, 5));
        $ids = collect($response->json('data'))->pluck('id');
        $this->assertSame(
            Notification::query()->whereMorphedTo('notifiable', $this->reader)->latest()->limit(Inbox::LATEST)->pluck('id')->all(),
            $ids->all(),
        );
    }

    public function test_the_list_leaves_out_a_video_that_is_no_longer_playable_and_reads_in_three_queries(): void
    {
        $failed = Video::factory()->create();
        $this->notify($this->reader, now(), $failed);
        $failed->forceFill(['status' => VideoStatus::Failed])->saveQuietly();
        $shown = $this->notify($this->reader, now()->subHour(), Video::factory()->blip()->create());

        $queries = $this->queriesDuring(fn () => $this->actingAs($this->reader)->getJson(route('notifications.index'))
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.id', $shown->id)
            ->assertJsonPath('data.0.href', route('blips', ['v' => $shown->video?->public_id])));

        // The notifications, their videos, their channels (the session and user come first).
        $this->assertSame(3, $queries->filter(fn (string $sql) => str_contains($sql, 'notifications') || str_contains($sql, '"videos"') || str_contains($sql, '"channels"'))->count());
    }

    public function test_an_empty_list_is_an_empty_list(): void
    {
        $this->actingAs($this->reader)->getJson(route('notifications.index'))->assertOk()->assertExactJson(['data' => []]);
    }

    public function test_opening_the_bell_marks_read_what_it_showed_and_nothing_of_anyone_else(): void
    {
        $older = $this->notify($this->reader, now()->subDay());
        $shown = $this->notify($this->reader, now()->subHour());
        $arrivedSince = $this->notify($this->reader, now()->addMinute());
        $someoneElses = $this->notify(User::factory()->create(), now()->subHour());

        $this->actingAs($this->reader)
            ->postJson(route('notifications.read'), ['through' => $shown->id])
            ->assertNoContent();

        $this->assertNotNull($older->refresh()->read_at);
        $this->assertNotNull($shown->refresh()->read_at);
        $this->assertNull($arrivedSince->refresh()->read_at);
        $this->assertNull($someoneElses->refresh()->read_at);
    }

    public function test_someone_elses_notification_cannot_be_named(): void
    {
        $mine = $this->notify($this->reader, now()->subHour());
        $theirs = $this->notify(User::factory()->create(), now());

        $this->actingAs($this->reader)
            ->postJson(route('notifications.read'), ['through' => $theirs->id])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['through' => 'This notification could not be found.']);

        $this->assertNull($mine->refresh()->read_at);
        $this->assertNull($theirs->refresh()->read_at);
    }

    public function test_odd_input_is_a_field_error_and_changes_nothing(): void
    {
        $mine = $this->notify($this->reader, now()->subHour());

        foreach ([[], ['through' => ''], ['through' => ['a']], ['through' => 42], ['through' => 'not-a-uuid'],
            ['through' => str_repeat('f', 100_000)], ['through' => (string) Str::uuid()]] as $payload) {
            $this->actingAs($this->reader)
                ->postJson(route('notifications.read'), $payload)
                ->assertUnprocessable()
                ->assertJsonValidationErrors('through');
        }
        // A form post (no JSON) goes back with the error, as any form would.
        $this->actingAs($this->reader)->from('/')->post(route('notifications.read'), ['through' => ['x' => 'y']])
            ->assertRedirect('/')
            ->assertSessionHasErrors('through');
        $this->actingAs($this->reader)->getJson(route('notifications.index').'?page[]=1&through[]=x')->assertOk();

        $this->assertNull($mine->refresh()->read_at);
    }

    public function test_guests_are_sent_to_sign_in(): void
    {
        $this->get(route('notifications.index'))->assertRedirect(route('login'));
        $this->post(route('notifications.read'), ['through' => (string) Str::uuid()])->assertRedirect(route('login'));
        $this->getJson(route('notifications.index'))->assertUnauthorized();
    }

    public function test_the_bell_is_rate_limited(): void
    {
        $mine = $this->notify($this->reader, now());

        foreach (range(1, 60) as $ignored) {
            $this->actingAs($this->reader)->postJson(route('notifications.read'), ['through' => $mine->id])->assertNoContent();
        }

        $this->assertRateLimited(
            $this->actingAs($this->reader)->postJson(route('notifications.read'), ['through' => $mine->id])->assertTooManyRequests(),
            'through',
        );
    }

    private function notify(User $user, CarbonInterface $at, ?Video $video = null, bool $read = false): Notification
    {
        $video ??= Video::factory()->create();

        return Notification::query()->create([
            'id' => (string) Str::uuid(),
            'type' => Notification::NEW_VIDEO,
            'notifiable_type' => $user->getMorphClass(),
            'notifiable_id' => $user->id,
            'video_id' => $video->id,
            'data' => ['video_id' => $video->id],
            'read_at' => $read ? $at : null,
            'created_at' => $at,
            'updated_at' => $at,
        ])->load('video');
    }
}

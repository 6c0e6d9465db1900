<?php

namespace Tests\Feature\Watch;

use App\Actions\MergeGuestLibrary;
use App\Enums\NotificationLevel;
use App\Models\Channel;
use App\Models\NotInterestedVideo;
use App\Models\Reaction;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use App\Models\WatchHistory;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class MergeGuestLibraryTest extends TestCase
{
    use RefreshDatabase;

    public function test_signing_in_keeps_the_guest_subscriptions(): void
    {
        $user = User::factory()->create();
        $own = Channel::factory()->for($user)->create();
        [$a, $b, $c] = Channel::factory()->count(3)->create();
        Subscription::query()->create(['user_id' => $user->id, 'channel_id' => $c->id, 'notification_level' => 'none']);

        $this->post('/login', [
            'email' => $user->email,
            'password' => 'password',
            'guest_library' => ['subscriptions' => [
                ['channel_id' => $a->id, 'level' => 'personalized'],
                ['channel_id' => $a->id, 'level' => 'none'],
                ['channel_id' => (string) $b->id, 'level' => 'shouting'],
                ['channel_id' => $c->id, 'level' => 'all'],
                ['channel_id' => $own->id, 'level' => 'all'],
                ['channel_id' => 987654, 'level' => 'all'],
                ['channel_id' => 'abc'],
                'junk',
            ]],
        ])->assertRedirect('/');

        $this->assertAuthenticatedAs($user);
        $levels = Subscription::query()->where('user_id', $user->id)->pluck('notification_level', 'channel_id');
        $this->assertEquals([
            $a->id => NotificationLevel::Personalized,
            $b->id => NotificationLevel::All,
            $c->id => NotificationLevel::None,
        ], $levels->sortKeys()->all());
        $this->assertSame([1, 1, 1], [$a->fresh()?->subscriber_count, $b->fresh()?->subscriber_count, $c->fresh()?->subscriber_count]);
    }

    public function test_registering_keeps_the_guest_subscriptions(): void
    {
        $channel = Channel::factory()->create();

        $this->post('/register', [
            'name' => 'New Viewer',
            'email' => 'new@example.test',
            'password' => 'a-long-password-1',
            'password_confirmation' => 'a-long-password-1',
            'guest_library' => ['subscriptions' => [['channel_id' => $channel->id, 'level' => 'all']]],
        ])->assertSessionHasNoErrors();

        $this->assertSame($channel->id, Subscription::query()->sole()->channel_id);
    }

    public function test_a_malformed_library_never_stands_in_the_way_of_signing_in(): void
    {
        $user = User::factory()->create();

        foreach (['oops', ['subscriptions' => 'oops'], ['subscriptions' => [['channel_id' => ['x']]]]] as $library) {
            $this->post('/login', ['email' => $user->email, 'password' => 'password', 'guest_library' => $library])
                ->assertRedirect('/');
            $this->assertAuthenticatedAs($user);
            auth()->logout();
        }

        $this->assertSame(0, Subscription::query()->count());
    }

    public function test_a_failed_sign_in_merges_nothing(): void
    {
        $user = User::factory()->create();
        $channel = Channel::factory()->create();

        $this->post('/login', [
            'email' => $user->email,
            'password' => 'wrong',
            'guest_library' => ['subscriptions' => [['channel_id' => $channel->id]]],
        ])->assertSessionHasErrors('email');

        $this->assertSame(0, Subscription::query()->count());
    }

    public function test_a_signed_in_browser_can_hand_over_a_leftover_library(): void
    {
        $user = User::factory()->create();
        $channel = Channel::factory()->create();

        $this->actingAs($user)->from('/')->post('/guest-library/merge', [
            'guest_library' => ['subscriptions' => [['channel_id' => $channel->id, 'level' => 'none']]],
        ])->assertRedirect('/');

        $this->assertSame(NotificationLevel::None, Subscription::query()->sole()->notification_level);
        $this->post('/logout');
        $this->post('/guest-library/merge', ['guest_library' => []])->assertRedirect('/login');
    }

    public function test_the_guest_history_merges_with_the_later_watch_winning(): void
    {
        $this->freezeSecond();
        $user = User::factory()->create();
        [$onlyGuest, $guestLater, $accountLater] = Video::factory()->count(3)->create(['duration' => 600]);
        $private = Video::factory()->private()->create();
        WatchHistory::query()->create(['user_id' => $user->id, 'video_id' => $guestLater->id, 'position_seconds' => 10, 'watched_at' => now()->subDays(2)]);
        WatchHistory::query()->create(['user_id' => $user->id, 'video_id' => $accountLater->id, 'position_seconds' => 20, 'watched_at' => now()->subHour()]);

        $this->post('/login', [
            'email' => $user->email,
            'password' => 'password',
            'guest_library' => ['history' => [
                ['video_id' => $onlyGuest->public_id, 'watched_at' => now()->subMinutes(5)->toIso8601String(), 'position' => 9999],
                ['video_id' => $guestLater->public_id, 'watched_at' => now()->subDay()->toIso8601String(), 'position' => 300],
                ['video_id' => $accountLater->public_id, 'watched_at' => now()->subDays(3)->toIso8601String(), 'position' => 400],
                ['video_id' => $onlyGuest->public_id, 'watched_at' => now()->subYear()->toIso8601String(), 'position' => 1],
                ['video_id' => $private->public_id, 'watched_at' => now()->toIso8601String(), 'position' => 1],
                ['video_id' => 'nosuchvideo', 'watched_at' => now()->toIso8601String(), 'position' => 1],
                ['video_id' => $onlyGuest->public_id, 'watched_at' => 'yesterday', 'position' => 1],
                ['video_id' => ['x'], 'watched_at' => ['y'], 'position' => 'z'],
            ]],
        ])->assertRedirect('/');

        $rows = WatchHistory::query()->where('user_id', $user->id)->get()->keyBy('video_id');
        $this->assertCount(3, $rows);
        $this->assertSame(600, $rows[$onlyGuest->id]->position_seconds, 'clamped to the length');
        $this->assertEquals(now()->subMinutes(5), $rows[$onlyGuest->id]->watched_at);
        $this->assertSame(300, $rows[$guestLater->id]->position_seconds);
        $this->assertEquals(now()->subDay(), $rows[$guestLater->id]->watched_at);
        $this->assertSame(20, $rows[$accountLater->id]->position_seconds);
    }

    public function test_a_guest_watch_dated_in_the_future_counts_as_now(): void
    {
        $this->freezeSecond();
        $user = User::factory()->create();
        $video = Video::factory()->create();

        $this->post('/login', ['email' => $user->email, 'password' => 'password', 'guest_library' => ['history' => [
            ['video_id' => $video->public_id, 'watched_at' => now()->addYears(5)->toIso8601String(), 'position' => 3],
        ]]]);

        $this->assertEquals(now(), WatchHistory::query()->sole()->watched_at);
    }

    public function test_a_paused_account_history_takes_nothing_from_the_guest(): void
    {
        $user = User::factory()->create();
        $user->settings = $user->settings->with('privacy', ['pause_watch_history' => true]);
        $user->save();
        $video = Video::factory()->create();

        $this->post('/login', ['email' => $user->email, 'password' => 'password', 'guest_library' => ['history' => [
            ['video_id' => $video->public_id, 'watched_at' => now()->toIso8601String(), 'position' => 3],
        ]]])->assertRedirect('/');

        $this->assertSame(0, WatchHistory::query()->count());
    }

    public function test_guest_reactions_merge_and_a_like_wins_over_a_dislike(): void
    {
        $user = User::factory()->create();
        [$liked, $disliked, $accountLikes, $accountDislikes, $same] = Video::factory()->count(5)->create();
        $private = Video::factory()->private()->create();
        $someoneElse = User::factory()->create();
        $react = function (User $who, Video $video, string $type) {
            $this->actingAs($who)->post("/videos/{$video->public_id}/reaction", ['type' => $type]);
            auth()->logout();
        };
        $react($user, $accountLikes, 'like');
        $react($user, $accountDislikes, 'dislike');
        $react($user, $same, 'like');
        $react($someoneElse, $liked, 'like');

        $this->post('/login', [
            'email' => $user->email,
            'password' => 'password',
            'guest_library' => ['reactions' => [
                ['video_id' => $liked->public_id, 'type' => 'like'],
                ['video_id' => $disliked->public_id, 'type' => 'dislike'],
                ['video_id' => $accountLikes->public_id, 'type' => 'dislike'],
                ['video_id' => $accountDislikes->public_id, 'type' => 'like'],
                ['video_id' => $same->public_id, 'type' => 'like'],
                ['video_id' => $liked->public_id, 'type' => 'dislike'],
                ['video_id' => $private->public_id, 'type' => 'like'],
                ['video_id' => $disliked->public_id, 'type' => 'love'],
                'junk',
            ]],
        ])->assertRedirect('/');

        $values = Reaction::query()->where('user_id', $user->id)->pluck('value', 'reactable_id')->map(fn ($value) => (int) $value)->all();
        ksort($values);
        $this->assertSame([
            $liked->id => Reaction::LIKE,
            $disliked->id => Reaction::DISLIKE,
            $accountLikes->id => Reaction::LIKE,
            $accountDislikes->id => Reaction::LIKE,
            $same->id => Reaction::LIKE,
        ], $values);

        $counts = fn (Video $video) => [$video->fresh()?->like_count, $video->fresh()?->dislike_count];
        $this->assertSame([2, 0], $counts($liked));
        $this->assertSame([0, 1], $counts($disliked));
        $this->assertSame([1, 0], $counts($accountLikes));
        $this->assertSame([1, 0], $counts($accountDislikes));
        $this->assertSame([1, 0], $counts($same));
        $this->assertSame([0, 0], $counts($private));
    }

    public function test_registering_takes_the_whole_guest_library(): void
    {
        $channel = Channel::factory()->create();
        $video = Video::factory()->create();

        $this->post('/register', [
            'name' => 'New Viewer',
            'email' => 'library@example.test',
            'password' => 'a-long-password-1',
            'password_confirmation' => 'a-long-password-1',
            'guest_library' => [
                'subscriptions' => [['channel_id' => $channel->id, 'level' => 'all']],
                'history' => [['video_id' => $video->public_id, 'watched_at' => now()->toIso8601String(), 'position' => 12]],
                'reactions' => [['video_id' => $video->public_id, 'type' => 'like']],
            ],
        ])->assertSessionHasNoErrors();

        $user = User::query()->where('email', 'library@example.test')->sole();
        $this->assertSame(1, $user->subscriptions()->count());
        $this->assertSame(12, $user->history()->sole()->position_seconds);
        $this->assertSame(Reaction::LIKE, $user->reactions()->sole()->value);
        $this->assertSame(1, $video->fresh()?->like_count);
    }

    public function test_oversized_lists_are_cut_to_their_limits(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();
        $filler = array_fill(0, MergeGuestLibrary::MAX_REACTIONS, ['video_id' => 'AAAAAAAAAAA', 'type' => 'like']);

        $this->post('/login', ['email' => $user->email, 'password' => 'password', 'guest_library' => [
            'reactions' => [...$filler, ['video_id' => $video->public_id, 'type' => 'like']],
            'history' => [...array_fill(0, MergeGuestLibrary::MAX_HISTORY, 'junk'), ['video_id' => $video->public_id, 'watched_at' => now()->toIso8601String(), 'position' => 1]],
        ]])->assertRedirect('/');

        $this->assertAuthenticatedAs($user);
        $this->assertSame(0, Reaction::query()->count());
        $this->assertSame(0, WatchHistory::query()->count());
    }

    public function test_videos_set_aside_as_a_guest_stay_set_aside(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();
        $private = Video::factory()->private()->create();

        $this->post('/login', ['email' => $user->email, 'password' => 'password', 'guest_library' => [
            'not_interested' => [$video->public_id, $video->public_id, $private->public_id, 'bad', ['x']],
        ]])->assertRedirect('/');

        $this->assertSame([$video->id], NotInterestedVideo::query()->where('user_id', $user->id)->pluck('video_id')->all());
    }
}

<?php

namespace Tests\Feature\Library;

use App\Library\HistoryPage;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use App\Models\WatchHistory;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Pagination\Cursor;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class HistoryPageTest extends TestCase
{
    use RefreshDatabase;

    private function watched(User $user, Video $video, int $minutesAgo, int $position = 0): void
    {
        WatchHistory::query()->create([
            'user_id' => $user->id,
            'video_id' => $video->id,
            'position_seconds' => $position,
            'watched_at' => now()->subMinutes($minutesAgo),
        ]);
    }

    public function test_the_history_lists_the_viewers_own_watches_latest_first(): void
    {
        $this->freezeSecond();
        $user = User::factory()->create();
        $older = Video::factory()->create(['title' => 'Older watch', 'duration' => 600]);
        $newer = Video::factory()->create(['title' => 'Newer watch']);
        $this->watched($user, $older, 90, 125);
        $this->watched($user, $newer, 5);
        $this->watched(User::factory()->create(), Video::factory()->create(['title' => 'Someone else watched this']), 1);

        $this->actingAs($user)->get('/history')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Library/History')
            ->where('paused', false)
            ->where('query', '')
            ->missing('resolved')
            ->has('history.data', 2)
            ->where('history.data.0.title', 'Newer watch')
            ->where('history.data.1.title', 'Older watch')
            ->where('history.data.1.position', 125)
            ->where('history.data.1.watched_at', now()->subMinutes(90)->utc()->toIso8601String())
            ->has('history.data.1', fn (Assert $entry) => $entry
                ->hasAll(['id', 'title', 'thumbnail', 'duration', 'views', 'published_at', 'kind', 'channel', 'hls_url', 'watched_at', 'position'])));
    }

    public function test_a_history_card_carries_the_playlist_its_hover_preview_plays(): void
    {
        $user = User::factory()->create();
        $this->watched($user, Video::factory()->create(['hls_path' => 'samples/clips/plasma/hls/master.m3u8']), 5, 40);

        $this->actingAs($user)->get('/history')->assertInertia(fn (Assert $page) => $page
            ->where('history.data.0.hls_url', '/storage/samples/clips/plasma/hls/master.m3u8')
            ->where('history.data.0.position', 40));
    }

    public function test_videos_no_longer_watchable_leave_the_history_but_the_viewers_own_stay(): void
    {
        $user = User::factory()->create();
        $own = Channel::factory()->for($user)->create();
        $this->watched($user, Video::factory()->private()->create(['title' => 'Made private']), 1);
        $this->watched($user, Video::factory()->processing()->create(['title' => 'Reprocessing']), 2);
        $this->watched($user, Video::factory()->unlisted()->create(['title' => 'Unlisted by link']), 3);
        $this->watched($user, Video::factory()->for($own)->private()->create(['title' => 'My private draft']), 4);

        $titles = collect($this->actingAs($user)->get('/history')->inertiaProps('history.data'))->pluck('title')->all();

        $this->assertSame(['Unlisted by link', 'My private draft'], $titles);
    }

    public function test_the_header_search_filters_by_title_or_channel_name_case_insensitively(): void
    {
        $user = User::factory()->create();
        $lena = Channel::factory()->create(['name' => 'Lena Bakes']);
        $this->watched($user, Video::factory()->create(['title' => 'Mountain SUNRISE timelapse']), 1);
        $this->watched($user, Video::factory()->for($lena)->create(['title' => 'Sourdough basics']), 2);
        $this->watched($user, Video::factory()->create(['title' => '100% juice']), 3);
        $this->watched($user, Video::factory()->create(['title' => 'Nothing to see']), 4);

        $titles = fn (string $query) => collect($this->actingAs($user)->get('/history?q='.urlencode($query))->inertiaProps('history.data'))->pluck('title')->all();

        $this->assertSame(['Mountain SUNRISE timelapse'], $titles('sunrise'));
        $this->assertSame(['Sourdough basics'], $titles('lena b'));
        $this->assertSame(['100% juice'], $titles('0%'));
        $this->assertSame([], $titles('zzz'));
        $this->assertCount(4, $titles('   '));
        $this->actingAs($user)->get('/history?q=SUNRISE')->assertInertia(fn (Assert $page) => $page->where('query', 'SUNRISE'));
        $this->actingAs($user)->get('/history?q[]=x')->assertOk()->assertInertia(fn (Assert $page) => $page->where('query', '')->has('history.data', 4));
    }

    public function test_pages_follow_each_other_by_cursor_without_overlap(): void
    {
        $user = User::factory()->create();
        $videos = Video::factory()->count(HistoryPage::PER_PAGE + 5)->create();
        foreach ($videos as $index => $video) {
            // Two watches in the same second: the id keeps their order stable across pages.
            $this->watched($user, $video, intdiv($index, 2));
        }

        $first = $this->actingAs($user)->partialReload('/history', 'Library/History', 'history')->assertOk();
        $firstIds = array_column($first->json('props.history.data'), 'id');
        $next = $first->json('scrollProps.history.nextPage');
        $this->assertCount(HistoryPage::PER_PAGE, $firstIds);
        $this->assertIsString($next);

        $second = $this->partialReload('/history?cursor='.urlencode($next), 'Library/History', 'history')->assertOk();
        $secondIds = array_column($second->json('props.history.data'), 'id');

        $this->assertCount(5, $secondIds);
        $this->assertSame([], array_intersect($firstIds, $secondIds));
        $this->assertNull($second->json('scrollProps.history.nextPage'));
    }

    public function test_a_forged_cursor_starts_from_the_first_page(): void
    {
        $user = User::factory()->create();
        $this->watched($user, Video::factory()->create(['title' => 'Only one']), 1);
        $forged = [
            (new Cursor(['watched_at' => ['x'], 'history_id' => 1]))->encode(),
            (new Cursor(['watched_at' => 'yesterday', 'history_id' => 1]))->encode(),
            (new Cursor(['liked_at' => '2026-01-01 00:00:00', 'reaction_id' => 1]))->encode(),
            (new Cursor(['watched_at' => '2026-01-01 00:00:00', 'history_id' => '1 OR 1=1']))->encode(),
            'not-base64-at-all', str_repeat('A', 5000),
        ];

        foreach ($forged as $cursor) {
            $this->actingAs($user)->get('/history?cursor='.urlencode($cursor))->assertOk()
                ->assertInertia(fn (Assert $page) => $page->where('history.data.0.title', 'Only one'));
        }
        $this->actingAs($user)->get('/history?cursor[]=1')->assertOk();
    }

    public function test_queries_stay_the_same_however_long_the_history_grows(): void
    {
        $user = User::factory()->create();
        // A fresh model each time: the shared props cache the user's channel on the instance.
        $count = fn () => $this->queriesDuring(fn () => $this->actingAs($user->fresh() ?? $user)->get('/history')->assertOk())->count();

        foreach (Video::factory()->count(3)->create() as $i => $video) {
            $this->watched($user, $video, $i);
        }
        $few = $count();

        foreach (Video::factory()->count(40)->create() as $i => $video) {
            $this->watched($user, $video, 10 + $i);
        }

        $this->assertSame($few, $count());
    }

    public function test_removing_a_video_takes_only_the_viewers_own_entry(): void
    {
        $user = User::factory()->create();
        $other = User::factory()->create();
        $video = Video::factory()->create();
        $this->watched($user, $video, 1);
        $this->watched($other, $video, 1);

        $this->actingAs($user)->from('/history')->delete("/history/{$video->public_id}")
            ->assertRedirect('/history')->assertSessionHas('status', 'Removed from watch history');

        $this->assertSame([$other->id], WatchHistory::query()->pluck('user_id')->all());
        // Gone already, never watched, or no such video: nothing to remove.
        $this->actingAs($user)->delete("/history/{$video->public_id}")->assertNotFound();
        $this->actingAs($user)->delete('/history/'.Video::factory()->create()->public_id)->assertNotFound();
        $this->actingAs($user)->delete('/history/nosuchvideo')->assertNotFound();
        $this->assertSame(1, WatchHistory::query()->count());
    }

    public function test_clearing_empties_only_the_viewers_history(): void
    {
        $user = User::factory()->create();
        $other = User::factory()->create();
        foreach (Video::factory()->count(3)->create() as $video) {
            $this->watched($user, $video, 1);
            $this->watched($other, $video, 1);
        }

        $this->actingAs($user)->from('/history')->delete('/history')->assertRedirect('/history')
            ->assertSessionHas('status', 'Watch history cleared');

        $this->assertSame(0, WatchHistory::query()->where('user_id', $user->id)->count());
        $this->assertSame(3, WatchHistory::query()->where('user_id', $other->id)->count());
    }

    public function test_a_paused_history_records_no_entry_and_no_resume_position(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create(['duration' => 600]);
        $this->watched($user, $video, 60, 30);

        $this->actingAs($user)->from('/history')->put('/history/paused', ['paused' => true])
            ->assertRedirect('/history')->assertSessionHas('status', 'Watch history paused');
        $this->assertTrue($user->fresh()?->settings->pausesWatchHistory());
        $this->assertTrue($user->fresh()?->settings->flag('privacy', 'pause_watch_history'), 'the same setting as Settings › Privacy');
        $this->actingAs($user)->get('/history')->assertInertia(fn (Assert $page) => $page->where('paused', true)->where('pauseLocked', false));

        $this->actingAs($user)->postJson("/videos/{$video->public_id}/progress", ['position' => 300])->assertNoContent();
        $this->actingAs($user)->postJson('/videos/'.Video::factory()->create()->public_id.'/progress', ['position' => 5])->assertNoContent();

        $this->assertSame([30], WatchHistory::query()->pluck('position_seconds')->all());
        $this->assertSame(1, $video->fresh()?->view_count, 'the view itself still counts');

        $this->actingAs($user)->put('/history/paused', ['paused' => false])->assertSessionHas('status', 'Watch history resumed');
        $this->actingAs($user)->postJson("/videos/{$video->public_id}/progress", ['position' => 310])->assertNoContent();
        $this->assertSame([310], WatchHistory::query()->pluck('position_seconds')->all());
    }

    public function test_pausing_needs_a_clear_yes_or_no(): void
    {
        $user = User::factory()->create();

        foreach ([[], ['paused' => ['x']], ['paused' => 'maybe'], ['paused' => str_repeat('1', 5000)]] as $payload) {
            $this->actingAs($user)->from('/history')->put('/history/paused', $payload)
                ->assertRedirect('/history')->assertSessionHasErrors('paused');
        }

        $this->assertFalse($user->fresh()?->settings->pausesWatchHistory());
    }

    public function test_keep_history_paused_holds_the_pause_and_refuses_to_resume(): void
    {
        $user = User::factory()->create();
        $user->settings = $user->settings->with('privacy', ['keep_history_paused' => true, 'pause_watch_history' => false]);
        $user->save();
        $video = Video::factory()->create(['duration' => 600]);

        $this->actingAs($user)->get('/history')->assertInertia(fn (Assert $page) => $page->where('paused', true)->where('pauseLocked', true));
        $this->actingAs($user)->from('/history')->put('/history/paused', ['paused' => false])
            ->assertRedirect('/history')->assertSessionHasErrors('paused');
        $this->actingAs($user)->postJson("/videos/{$video->public_id}/progress", ['position' => 30])->assertNoContent();

        $this->assertSame(0, WatchHistory::query()->count());
        $this->assertTrue($user->fresh()?->settings->pausesWatchHistory());
    }

    public function test_guests_are_sent_to_sign_in_for_every_change(): void
    {
        $video = Video::factory()->create();

        $this->delete("/history/{$video->public_id}")->assertRedirect('/login');
        $this->delete('/history')->assertRedirect('/login');
        $this->put('/history/paused', ['paused' => true])->assertRedirect('/login');
    }

    public function test_a_guest_gets_cards_for_the_ids_their_browser_keeps(): void
    {
        $first = Video::factory()->create(['title' => 'First']);
        $second = Video::factory()->create(['title' => 'Second']);
        $private = Video::factory()->private()->create();

        $this->get('/history')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('history', null)
            ->where('paused', false)
            ->missing('resolved'));

        $ids = implode(',', [$second->public_id, 'bad id', $private->public_id, 'Nonexistent', $first->public_id, $second->public_id]);
        $response = $this->partialReload('/history?videos='.urlencode($ids), 'Library/History', 'resolved')->assertOk();

        $this->assertSame(['Second', 'First'], array_column($response->json('props.resolved'), 'title'));
        $this->assertNull($response->json('props.history'));
    }

    public function test_odd_guest_id_lists_answer_an_empty_list(): void
    {
        foreach (['videos[]=x', 'videos[a][b]=c', 'videos='.str_repeat('A', 20000), 'videos=%00%01'] as $query) {
            $this->partialReload('/history?'.$query, 'Library/History', 'resolved')->assertOk()->assertJsonPath('props.resolved', []);
        }

        $many = Video::factory()->count(3)->create()->pluck('public_id')->implode(',');
        $this->partialReload('/history?videos='.str_repeat('AAAAAAAAAAA,', HistoryPage::GUEST_MAX).$many, 'Library/History', 'resolved')
            ->assertOk()->assertJsonPath('props.resolved', []);
    }
}

<?php

namespace Tests\Feature\Library;

use App\Library\WatchLater;
use App\Models\Channel;
use App\Models\Playlist;
use App\Models\PlaylistItem;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class WatchLaterTest extends TestCase
{
    use RefreshDatabase;

    public function test_saving_makes_a_private_list_of_ones_own_in_the_order_saved(): void
    {
        $user = User::factory()->create();
        [$first, $second] = Video::factory()->count(2)->create();

        $this->actingAs($user)->from('/')->post("/watch-later/{$first->public_id}")
            ->assertRedirect('/')->assertSessionHas('status', 'Saved to Watch later');
        $this->actingAs($user)->post("/watch-later/{$second->public_id}");
        $this->actingAs($user)->post("/watch-later/{$first->public_id}")->assertSessionHas('status', 'Already in Watch later');

        $playlist = Playlist::query()->sole();
        $this->assertSame([$user->id, null, Playlist::KIND_WATCH_LATER, 'private', 2], [$playlist->user_id, $playlist->channel_id, $playlist->kind, $playlist->visibility->value, $playlist->video_count]);

        $this->actingAs($user)->get('/watch-later')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Library/WatchLater')
            ->where('total', 2)
            ->has('videos.data', 2)
            ->where('videos.data.0.id', $first->public_id)
            ->where('videos.data.1.id', $second->public_id));
    }

    public function test_a_channel_never_lists_anyones_watch_later(): void
    {
        $user = User::factory()->create();
        $channel = Channel::factory()->for($user)->create(['handle' => 'mine']);
        $this->actingAs($user)->post('/watch-later/'.Video::factory()->create()->public_id);

        $this->get('/channel/@mine?tab=playlists')->assertInertia(fn (Assert $page) => $page->has('playlists.data', 0));
        $this->assertSame(0, $channel->playlists()->count());
    }

    public function test_removing_takes_the_video_out_and_only_from_ones_own_list(): void
    {
        $user = User::factory()->create();
        $other = User::factory()->create();
        $video = Video::factory()->create();
        $this->actingAs($user)->post("/watch-later/{$video->public_id}");
        $this->actingAs($other)->post("/watch-later/{$video->public_id}");

        $this->actingAs($other)->from('/watch-later')->delete("/watch-later/{$video->public_id}")
            ->assertRedirect('/watch-later')->assertSessionHas('status', 'Removed from Watch later');
        $this->actingAs($other)->delete("/watch-later/{$video->public_id}")->assertNotFound();
        $this->actingAs(User::factory()->create())->delete("/watch-later/{$video->public_id}")->assertNotFound();

        $this->assertSame(1, PlaylistItem::query()->count());
        $this->assertSame([1, 0], Playlist::query()->orderBy('id')->pluck('video_count')->all());
        $this->actingAs($user)->get('/watch-later')->assertInertia(fn (Assert $page) => $page->has('videos.data', 1));
    }

    public function test_a_hidden_video_cannot_be_saved_and_leaves_the_list_when_hidden(): void
    {
        $user = User::factory()->create();
        $private = Video::factory()->private()->create();
        $video = Video::factory()->create();

        $this->actingAs($user)->post("/watch-later/{$private->public_id}")->assertNotFound();
        $this->actingAs($user)->post('/watch-later/nosuchvideo')->assertNotFound();
        $this->actingAs($user)->post("/watch-later/{$video->public_id}");
        $video->forceFill(['visibility' => 'private'])->save();

        $this->actingAs($user)->get('/watch-later')->assertInertia(fn (Assert $page) => $page->has('videos.data', 0));
    }

    public function test_watch_later_needs_an_account(): void
    {
        $video = Video::factory()->create();

        $this->get('/watch-later')->assertRedirect('/login');
        $this->post("/watch-later/{$video->public_id}")->assertRedirect('/login');
        $this->delete("/watch-later/{$video->public_id}")->assertRedirect('/login');
        $this->assertSame(0, Playlist::query()->count());
    }

    public function test_the_list_pages_by_cursor_and_its_queries_do_not_grow(): void
    {
        $user = User::factory()->create();
        foreach (Video::factory()->count(WatchLater::PER_PAGE + 2)->create() as $video) {
            $this->actingAs($user)->post("/watch-later/{$video->public_id}");
        }

        $first = $this->actingAs($user)->partialReload('/watch-later', 'Library/WatchLater', 'videos')->assertOk();
        $second = $this->partialReload('/watch-later?cursor='.urlencode((string) $first->json('scrollProps.videos.nextPage')), 'Library/WatchLater', 'videos')->assertOk();
        $this->assertCount(2, $second->json('props.videos.data'));
        $this->actingAs($user)->get('/watch-later?cursor[]=x')->assertOk();

        $count = fn () => $this->queriesDuring(fn () => $this->actingAs($user->fresh() ?? $user)->get('/watch-later')->assertOk())->count();
        $many = $count();
        $this->actingAs($user)->delete('/watch-later/'.$first->json('props.videos.data.0.id'));
        foreach (range(1, 20) as $ignored) {
            $this->actingAs($user)->delete('/watch-later/'.Video::query()->latest('id')->value('public_id'));
        }
        $this->assertSame($many, $count());
    }
}

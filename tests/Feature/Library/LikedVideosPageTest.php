<?php

namespace Tests\Feature\Library;

use App\Library\LikedVideosPage;
use App\Models\Comment;
use App\Models\Reaction;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class LikedVideosPageTest extends TestCase
{
    use RefreshDatabase;

    private function react(User $user, Video|Comment $target, int $value, int $minutesAgo = 0): void
    {
        $reaction = Reaction::query()->create([
            'user_id' => $user->id,
            'reactable_type' => $target->getMorphClass(),
            'reactable_id' => $target->id,
            'value' => $value,
        ]);
        $reaction->forceFill(['created_at' => now()->subMinutes($minutesAgo)])->save();
    }

    public function test_liked_videos_are_the_viewers_own_likes_newest_like_first(): void
    {
        $user = User::factory()->create();
        $first = Video::factory()->create(['title' => 'Liked long ago', 'published_at' => now()->subHour()]);
        $second = Video::factory()->create(['title' => 'Liked just now', 'published_at' => now()->subYear()]);
        $this->react($user, $first, Reaction::LIKE, 60);
        $this->react($user, $second, Reaction::LIKE, 1);
        $this->react($user, Video::factory()->create(['title' => 'Disliked']), Reaction::DISLIKE);
        $this->react($user, Video::factory()->private()->create(['title' => 'Made private since']), Reaction::LIKE);
        $this->react(User::factory()->create(), Video::factory()->create(['title' => 'Liked by someone else']), Reaction::LIKE);
        // A liked comment shares the table, not the list; its id may equal a video's.
        $this->react($user, Comment::factory()->create(['commentable_id' => Video::factory()->create(['title' => 'Commented on'])->id]), Reaction::LIKE);

        // The count takes in the liked video made private since, as YouTube's does; the list leaves it out.
        $this->actingAs($user)->get('/liked')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Library/LikedVideos')
            ->where('total', 3)
            ->has('videos.data', 2)
            ->where('videos.data.0.title', 'Liked just now')
            ->where('videos.data.1.title', 'Liked long ago')
            ->has('videos.data.0', fn (Assert $card) => $card
                ->hasAll(['id', 'title', 'thumbnail', 'duration', 'views', 'published_at', 'kind', 'channel', 'hls_url'])));
    }

    public function test_remove_takes_the_like_back_and_the_count_follows(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();
        $this->actingAs($user)->post("/videos/{$video->public_id}/reaction", ['type' => 'like']);
        $this->assertSame(1, $video->fresh()?->like_count);

        $this->actingAs($user)->from('/liked')->delete("/videos/{$video->public_id}/reaction")->assertRedirect('/liked');

        $this->assertSame(0, $video->fresh()?->like_count);
        $this->actingAs($user)->get('/liked')->assertInertia(fn (Assert $page) => $page->where('total', 0)->has('videos.data', 0));
    }

    public function test_pages_follow_each_other_by_cursor_without_overlap(): void
    {
        $user = User::factory()->create();
        foreach (Video::factory()->count(LikedVideosPage::PER_PAGE + 3)->create() as $index => $video) {
            $this->react($user, $video, Reaction::LIKE, intdiv($index, 3));
        }

        $first = $this->actingAs($user)->partialReload('/liked', 'Library/LikedVideos', 'videos')->assertOk();
        $next = $first->json('scrollProps.videos.nextPage');
        $second = $this->partialReload('/liked?cursor='.urlencode((string) $next), 'Library/LikedVideos', 'videos')->assertOk();

        $firstIds = array_column($first->json('props.videos.data'), 'id');
        $secondIds = array_column($second->json('props.videos.data'), 'id');
        $this->assertCount(LikedVideosPage::PER_PAGE, $firstIds);
        $this->assertCount(3, $secondIds);
        $this->assertSame([], array_intersect($firstIds, $secondIds));
        $this->actingAs($user)->get('/liked?cursor=eyJ4IjoxfQ')->assertOk()->assertInertia(fn (Assert $page) => $page->has('videos.data', LikedVideosPage::PER_PAGE));
    }

    public function test_queries_stay_the_same_however_many_likes(): void
    {
        $user = User::factory()->create();
        $count = fn () => $this->queriesDuring(fn () => $this->actingAs($user->fresh() ?? $user)->get('/liked')->assertOk())->count();

        foreach (Video::factory()->count(2)->create() as $video) {
            $this->react($user, $video, Reaction::LIKE);
        }
        $few = $count();
        foreach (Video::factory()->count(40)->create() as $video) {
            $this->react($user, $video, Reaction::LIKE);
        }

        $this->assertSame($few, $count());
    }

    public function test_a_guest_gets_cards_for_the_ids_their_browser_keeps(): void
    {
        $liked = Video::factory()->create(['title' => 'Liked as a guest']);

        $this->get('/liked')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('videos', null)
            ->where('total', 0)
            ->missing('resolved'));

        $this->partialReload('/liked?videos='.$liked->public_id.',nope', 'Library/LikedVideos', 'resolved')
            ->assertOk()
            ->assertJsonPath('props.resolved.0.title', 'Liked as a guest')
            ->assertJsonCount(1, 'props.resolved');
    }
}

<?php

namespace Tests\Feature\Watch;

use App\Models\Comment;
use App\Models\Reaction;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ReactionTest extends TestCase
{
    use RefreshDatabase;

    public function test_like_and_dislike_exclude_each_other_and_keep_the_counters(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create(['like_count' => 10, 'dislike_count' => 3]);
        $url = "/videos/{$video->public_id}/reaction";

        $this->actingAs($user)->from("/watch?v={$video->public_id}")->post($url, ['type' => 'like'])
            ->assertRedirect("/watch?v={$video->public_id}");
        $this->assertCounts($video, 11, 3);

        // Liking twice changes nothing.
        $this->actingAs($user)->post($url, ['type' => 'like']);
        $this->assertCounts($video, 11, 3);

        $this->actingAs($user)->post($url, ['type' => 'dislike']);
        $this->assertCounts($video, 10, 4);
        $this->assertSame(Reaction::DISLIKE, Reaction::query()->sole()->value);

        $this->actingAs($user)->delete($url);
        $this->assertCounts($video, 10, 3);
        $this->assertSame(0, Reaction::query()->count());
    }

    public function test_counters_never_go_negative(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();
        Reaction::query()->create(['user_id' => $user->id, 'reactable_type' => 'video', 'reactable_id' => $video->id, 'value' => Reaction::LIKE]);

        // The counter says 0 although a like row exists (e.g. a counter reset).
        $this->actingAs($user)->post("/videos/{$video->public_id}/reaction", ['type' => 'dislike']);
        $this->assertCounts($video, 0, 1);

        $this->actingAs($user)->delete("/videos/{$video->public_id}/reaction");
        $this->actingAs($user)->delete("/videos/{$video->public_id}/reaction");
        $this->assertCounts($video, 0, 0);
    }

    public function test_an_unverified_account_may_react(): void
    {
        $video = Video::factory()->create();

        $this->actingAs(User::factory()->unverified()->create())
            ->post("/videos/{$video->public_id}/reaction", ['type' => 'like'])
            ->assertRedirect();

        $this->assertCounts($video, 1, 0);
    }

    public function test_guests_are_sent_to_sign_in(): void
    {
        $video = Video::factory()->create();

        $this->post("/videos/{$video->public_id}/reaction", ['type' => 'like'])->assertRedirect('/login');
        $this->postJson("/videos/{$video->public_id}/reaction", ['type' => 'like'])->assertUnauthorized();
        $this->assertSame(0, Reaction::query()->count());
    }

    public function test_the_reaction_type_is_validated(): void
    {
        $video = Video::factory()->create();

        $this->actingAs(User::factory()->create())
            ->post("/videos/{$video->public_id}/reaction", ['type' => 'love'])
            ->assertSessionHasErrors('type');
        $this->assertSame(0, Reaction::query()->count());
    }

    public function test_videos_the_user_cannot_see_cannot_be_reacted_to(): void
    {
        $video = Video::factory()->private()->create();

        $this->actingAs(User::factory()->create())
            ->post("/videos/{$video->public_id}/reaction", ['type' => 'like'])
            ->assertNotFound();
    }

    public function test_comments_take_likes_and_dislikes_too(): void
    {
        $user = User::factory()->create();
        $comment = Comment::factory()->create();

        $this->actingAs($user)->post("/comments/{$comment->id}/reaction", ['type' => 'like'])->assertRedirect();
        $this->actingAs($user)->post("/comments/{$comment->id}/reaction", ['type' => 'dislike'])->assertRedirect();

        $comment->refresh();
        $this->assertSame([0, 1], [$comment->like_count, $comment->dislike_count]);

        $this->actingAs($user)->delete("/comments/{$comment->id}/reaction")->assertRedirect();
        $this->assertSame(0, $comment->refresh()->dislike_count);
    }

    public function test_held_comments_of_others_cannot_be_reacted_to(): void
    {
        $comment = Comment::factory()->held()->create();

        $this->actingAs(User::factory()->create())
            ->post("/comments/{$comment->id}/reaction", ['type' => 'like'])
            ->assertNotFound();
        $this->assertSame(0, $comment->refresh()->like_count);
    }

    private function assertCounts(Video $video, int $likes, int $dislikes): void
    {
        $video->refresh();
        $this->assertSame([$likes, $dislikes], [$video->like_count, $video->dislike_count]);
    }
}

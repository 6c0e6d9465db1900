<?php

namespace Tests\Feature\Watch;

use App\Enums\CommentStatus;
use App\Http\Requests\Watch\StoreCommentRequest;
use App\Models\Comment;
use App\Models\User;
use App\Models\Video;
use App\Studio\StudioSettings;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

/**
 * The channel's studio settings at work when a comment is posted under one of its videos,
 * and comments turned off per video.
 */
class CommentModerationRulesTest extends TestCase
{
    use RefreshDatabase;

    private function videoHolding(StudioSettings $settings): Video
    {
        $video = Video::factory()->create();
        $video->channel->forceFill(['studio_settings' => $settings])->save();

        return $video->refresh();
    }

    private function postAs(User $author, Video $video, string $body, ?int $parent = null): Comment
    {
        $this->actingAs($author)->post("/videos/{$video->public_id}/comments", ['body' => $body, 'parent_id' => $parent])
            ->assertSessionHasNoErrors();

        return Comment::query()->latest('id')->firstOrFail();
    }

    public function test_each_rule_holds_the_comments_it_names_and_no_others(): void
    {
        $cases = [
            'hold all' => [new StudioSettings(holdAllComments: true), ['Nice video' => true, 'Great' => true]],
            'hold links' => [new StudioSettings(holdCommentsWithLinks: true), [
                'see https://spam.example/x' => true, 'visit www.example.org' => true, 'buy at cheap.shop.com now' => true,
                'No link here. Really.' => false,
            ]],
            'blocked words' => [new StudioSettings(blockedWords: ['scam', 'free money']), [
                'This is a SCAM' => true, 'Free  money? no: free money!' => true, 'A scampi recipe' => false,
            ]],
            'no rules' => [new StudioSettings, ['https://example.com and scam' => false]],
        ];

        $viewer = User::factory()->create();
        foreach ($cases as $rule => [$settings, $bodies]) {
            $video = $this->videoHolding($settings);
            foreach ($bodies as $body => $held) {
                $comment = $this->postAs($viewer, $video, $body);
                $this->assertSame($held ? CommentStatus::Held : CommentStatus::Published, $comment->status, "{$rule}: {$body}");
            }
            $published = count(array_filter($bodies, fn (bool $held) => ! $held));
            $this->assertSame($published, $video->refresh()->comment_count, "{$rule}: held comments are not counted");
        }
    }

    public function test_a_reply_is_held_by_the_same_rules_and_counts_nowhere_while_held(): void
    {
        $video = $this->videoHolding(new StudioSettings(holdCommentsWithLinks: true));
        $thread = Comment::factory()->create(['commentable_id' => $video->id]);
        Video::query()->whereKey($video->id)->update(['comment_count' => 1]);

        $reply = $this->postAs(User::factory()->create(), $video, 'more at example.com', $thread->id);

        $this->assertSame(CommentStatus::Held, $reply->status);
        $this->assertSame($thread->id, $reply->parent_id);
        $this->assertSame(0, $thread->refresh()->reply_count);
        $this->assertSame(1, $video->refresh()->comment_count);
    }

    public function test_the_channel_owners_own_comments_are_never_held(): void
    {
        $video = $this->videoHolding(new StudioSettings(holdAllComments: true, holdCommentsWithLinks: true, blockedWords: ['scam']));

        $comment = $this->postAs($video->channel->user, $video, 'My scam-free store: https://shop.example.com');

        $this->assertSame(CommentStatus::Published, $comment->status);
        $this->assertSame(1, $video->refresh()->comment_count);
    }

    public function test_a_held_comment_shows_to_its_author_marked_and_to_no_other_viewer(): void
    {
        $video = $this->videoHolding(new StudioSettings(holdCommentsWithLinks: true));
        $author = User::factory()->create();
        $this->postAs($author, $video, 'Look: https://example.com');
        $url = "/watch?v={$video->public_id}";

        $this->actingAs($author)->get($url)->assertInertia(fn (Assert $page) => $page
            ->where('video.comment_count', 0)
            ->has('comments.data', 1)
            ->where('comments.data.0.is_held', true));

        foreach ([User::factory()->create(), null] as $other) {
            $this->app['auth']->forgetGuards();
            ($other ? $this->actingAs($other) : $this)->get($url)->assertInertia(fn (Assert $page) => $page
                ->where('video.comment_count', 0)
                ->has('comments.data', 0));
        }
    }

    public function test_comments_turned_off_are_refused_and_said_on_the_watch_page(): void
    {
        $video = Video::factory()->create(['comments_enabled' => false]);
        $thread = Comment::factory()->create(['commentable_id' => $video->id]);

        foreach ([User::factory()->create(), $video->channel->user] as $writer) {
            $this->actingAs($writer)->post("/videos/{$video->public_id}/comments", ['body' => 'Hello'])
                ->assertSessionHasErrors(['body' => StoreCommentRequest::commentsOff()]);
            $this->actingAs($writer)->post("/videos/{$video->public_id}/comments", ['body' => 'Hello', 'parent_id' => $thread->id])
                ->assertSessionHasErrors('body');
        }
        $this->assertSame(1, Comment::query()->count());

        $this->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('video.comments_enabled', false));
    }

    public function test_a_new_video_takes_comments(): void
    {
        $video = Video::factory()->create();

        $this->assertTrue($video->refresh()->comments_enabled);
        $this->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('video.comments_enabled', true));
    }
}

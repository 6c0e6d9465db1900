<?php

namespace Tests\Feature\Studio;

use App\Models\Channel;
use App\Models\Comment;
use App\Models\User;
use App\Models\Video;
use App\Studio\CommentsPage;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class CommentsPageTest extends TestCase
{
    use RefreshDatabase;

    private Channel $channel;

    private Video $video;

    protected function setUp(): void
    {
        parent::setUp();
        $this->channel = Channel::factory()->create();
        $this->video = Video::factory()->for($this->channel)->create(['title' => 'Pottery basics']);
    }

    /**
     * @param  array<string, mixed>  $attributes
     */
    private function comment(array $attributes = [], ?Video $video = null): Comment
    {
        return Comment::factory()->create(['commentable_id' => ($video ?? $this->video)->id, ...$attributes]);
    }

    /**
     * The comment ids the page lists, in order.
     *
     * @param  array<string, mixed>|string  $query
     * @return list<int>
     */
    private function listed(array|string $query = []): array
    {
        $queryString = is_string($query) ? $query : http_build_query($query);
        $response = $this->actingAs($this->channel->user)->get('/studio/comments'.($queryString === '' ? '' : "?{$queryString}"))->assertOk();

        return array_column($response->inertiaProps('comments.data'), 'id');
    }

    public function test_the_page_lists_every_comment_and_reply_on_the_channels_videos_newest_first(): void
    {
        $author = Channel::factory()->create(['name' => 'Clay Club'])->user;
        $old = $this->comment(['created_at' => now()->subDays(2), 'user_id' => $author->id, 'body' => 'Lovely glaze', 'like_count' => 7, 'is_hearted' => true]);
        $reply = Comment::factory()->replyTo($old)->create(['created_at' => now()->subDay()]);
        $short = $this->comment([], Video::factory()->for($this->channel)->blip()->create());
        $this->comment([], Video::factory()->create());

        $this->assertSame([$short->id, $reply->id, $old->id], $this->listed());

        $this->actingAs($this->channel->user)->get('/studio/comments')
            ->assertInertia(fn (Assert $page) => $page
                ->component('Studio/Comments')
                ->where('filters', ['tab' => 'published', 'q' => '', 'video' => ''])
                ->where('counts', ['published' => 3, 'held' => 0])
                ->where('comments.meta.total', 3)
                ->has('videos', 2)
                ->has('comments.data.2', fn (Assert $row) => $row
                    ->where('id', $old->id)
                    ->where('author', ['name' => 'Clay Club', 'avatar_url' => null])
                    ->where('text', 'Lovely glaze')
                    ->where('video', ['id' => $this->video->public_id, 'title' => 'Pottery basics'])
                    ->where('date', $old->created_at->toIso8601String())
                    ->where('likes', 7)
                    ->where('isHearted', true)
                    ->where('isPinned', false)
                    ->where('isHeld', false)
                    ->where('isReply', false))
                ->where('comments.data.1.isReply', true));
    }

    public function test_the_tabs_list_published_or_held_comments(): void
    {
        $published = $this->comment();
        $held = $this->comment(['created_at' => now()->subHour()]);
        $heldReply = Comment::factory()->replyTo($published)->held()->create();
        $held->update(['status' => 'held']);

        $this->assertSame([$published->id], $this->listed());
        $this->assertSame([$heldReply->id, $held->id], $this->listed(['tab' => 'held']));
        $this->assertSame([$published->id], $this->listed(['tab' => 'spam']));
        $this->assertSame([$published->id], $this->listed('tab[]=held'));
    }

    public function test_search_matches_a_substring_of_the_text_in_any_case_and_script(): void
    {
        $latin = $this->comment(['body' => 'The glaze is GORGEOUS']);
        $german = $this->comment(['body' => 'ÜBERRASCHEND schön']);
        $greek = $this->comment(['body' => 'Πολύ ΩΡΑΊΟ']);
        $this->comment(['body' => '100% agree, under_score']);

        $this->assertSame([$latin->id], $this->listed(['q' => 'gorgeous']));
        $this->assertSame([$latin->id], $this->listed(['q' => '  GLAZE is ']));
        $this->assertSame([$german->id], $this->listed(['q' => 'überrasch']));
        $this->assertSame([$german->id], $this->listed(['q' => 'SCHÖN']));
        $this->assertSame([$greek->id], $this->listed(['q' => 'ωραίο']));
        // LIKE's wildcards are plain characters.
        $this->assertSame([], $this->listed(['q' => 'e%g']));
        $this->assertSame([], $this->listed(['q' => 'gl_ze']));
        $this->assertCount(4, $this->listed(['q' => "   \0 "]));
        $this->assertCount(4, $this->listed('q[]=x'));
    }

    public function test_the_video_filter_narrows_to_one_of_the_channels_videos(): void
    {
        $other = Video::factory()->for($this->channel)->create();
        $here = $this->comment();
        $there = $this->comment([], $other);
        $foreign = Video::factory()->create();
        $this->comment([], $foreign);

        $this->assertSame([$there->id], $this->listed(['video' => $other->public_id]));
        $this->assertSame([$here->id], $this->listed(['video' => $this->video->public_id]));
        // Another channel's video, or a malformed id, shows none of that channel's comments.
        $this->assertSame([], $this->listed(['video' => $foreign->public_id]));
        $this->assertCount(2, $this->listed(['video' => '../../etc']));
    }

    public function test_comments_come_in_pages_and_a_page_past_the_end_shows_the_last(): void
    {
        Comment::factory()->count(CommentsPage::PER_PAGE + 3)->create(['commentable_id' => $this->video->id]);

        $this->assertCount(CommentsPage::PER_PAGE, $this->listed());
        $this->assertCount(3, $this->listed(['page' => 2]));
        $this->assertCount(3, $this->listed(['page' => 99]));
        $this->assertCount(CommentsPage::PER_PAGE, $this->listed(['page' => 'x']));
    }

    public function test_a_channel_without_comments_lists_none(): void
    {
        $this->comment([], Video::factory()->create());

        $this->actingAs($this->channel->user)->get('/studio/comments')
            ->assertInertia(fn (Assert $page) => $page
                ->has('comments.data', 0)
                ->where('comments.meta.total', 0)
                ->has('videos', 0));
    }

    public function test_the_page_reads_a_fixed_number_of_queries(): void
    {
        $this->actingAs($this->channel->user)->get('/studio/comments');
        foreach (range(1, 3) as $i) {
            $this->comment(['user_id' => Channel::factory()->create()->user_id], Video::factory()->for($this->channel)->create());
        }
        $few = $this->queriesDuring(fn () => $this->get('/studio/comments'))->count();
        foreach (range(1, 6) as $i) {
            $this->comment(['user_id' => Channel::factory()->create()->user_id], Video::factory()->for($this->channel)->create());
        }

        $this->assertSame($few, $this->queriesDuring(fn () => $this->get('/studio/comments'))->count());
    }

    public function test_only_a_creator_reaches_the_page(): void
    {
        $this->get('/studio/comments')->assertRedirect('/login');
        $this->actingAs(User::factory()->create())->get('/studio/comments')->assertRedirect('/create-channel');
    }
}

<?php

namespace Tests\Feature\Studio;

use App\Enums\VideoKind;
use App\Enums\VideoStatus;
use App\Models\Channel;
use App\Models\Upload;
use App\Models\User;
use App\Models\Video;
use App\Studio\ContentPage;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Testing\TestResponse;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class ContentPageTest extends TestCase
{
    use RefreshDatabase;

    private Channel $channel;

    protected function setUp(): void
    {
        parent::setUp();
        $this->channel = Channel::factory()->create();
    }

    /**
     * @param  array<string, mixed>  $attributes
     */
    private function video(array $attributes = []): Video
    {
        return Video::factory()->for($this->channel)->create($attributes);
    }

    /**
     * @param  array<string, mixed>|string  $query  a query array, or a raw query string
     * @return TestResponse<\Symfony\Component\HttpFoundation\Response>
     */
    private function content(array|string $query = [], ?User $as = null): TestResponse
    {
        $queryString = is_string($query) ? $query : http_build_query($query);

        return $this->actingAs($as ?? $this->channel->user)
            ->get('/studio/content'.($queryString === '' ? '' : "?{$queryString}"));
    }

    /**
     * The public ids the page lists, in order.
     *
     * @param  array<string, mixed>|string  $query
     * @return list<string>
     */
    private function listed(array|string $query = [], ?User $as = null): array
    {
        $response = $this->content($query, $as)->assertOk();

        return array_column($response->inertiaProps('videos.data'), 'id');
    }

    public function test_a_guest_is_sent_to_log_in(): void
    {
        $this->get('/studio/content')->assertRedirect('/login');
    }

    public function test_an_unverified_user_is_sent_to_the_verification_notice(): void
    {
        $this->actingAs(User::factory()->unverified()->create())
            ->get('/studio/content')
            ->assertRedirect('/verify-email');
    }

    public function test_a_user_without_a_channel_is_sent_to_create_one(): void
    {
        $this->actingAs(User::factory()->create())
            ->get('/studio/content')
            ->assertRedirect('/create-channel');
    }

    public function test_the_page_sends_the_filters_and_each_video_as_the_studio_shows_it(): void
    {
        $video = $this->video(['title' => 'Night walk', 'view_count' => 12, 'comment_count' => 3, 'like_count' => 4]);

        $this->content()
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Studio/Content')
                ->where('filters', ['type' => 'all', 'sort' => 'date', 'q' => ''])
                ->where('videos.meta', [
                    'current_page' => 1, 'last_page' => 1, 'per_page' => ContentPage::PER_PAGE,
                    'total' => 1, 'from' => 1, 'to' => 1,
                ])
                ->has('videos.data', 1)
                ->has('videos.data.0', fn (Assert $row) => $row
                    ->where('id', $video->public_id)
                    ->where('kind', 'video')
                    ->where('title', 'Night walk')
                    ->where('visibility', 'public')
                    ->where('restrictions', 'None')
                    ->where('status', 'ready')
                    ->where('progress', null)
                    ->where('failure_reason', null)
                    ->where('views', 12)
                    ->where('comments', 3)
                    ->where('likes', 4)
                    ->where('duration', $video->duration)
                    ->where('created_at', $video->created_at->toIso8601String())
                    ->where('comments_enabled', true)
                    ->where('moderation', null)
                    ->hasAll(['description', 'tags', 'category', 'is_kids_friendly', 'thumbnail', 'thumbnail_candidates', 'published_at'])));
    }

    public function test_the_owner_sees_every_upload_whatever_its_visibility_or_state_but_no_live_stream(): void
    {
        $public = $this->video(['created_at' => now()->subDays(6)]);
        $unlisted = $this->video(['created_at' => now()->subDays(5)])->fresh();
        $unlisted?->forceFill(['visibility' => 'unlisted'])->save();
        $private = Video::factory()->for($this->channel)->private()->create(['created_at' => now()->subDays(4)]);
        $processing = Video::factory()->for($this->channel)->processing()->create(['published_at' => null, 'created_at' => now()->subDays(3)]);
        $failed = Video::factory()->for($this->channel)->failed('The file has no video stream.')->create(['created_at' => now()->subDays(2)]);
        $blip = Video::factory()->for($this->channel)->blip()->create(['created_at' => now()->subDay()]);
        Video::factory()->for($this->channel)->live()->create(['created_at' => now()]);

        $this->assertSame(
            [$blip->public_id, $failed->public_id, $processing->public_id, $private->public_id, $unlisted?->public_id, $public->public_id],
            $this->listed(),
        );
        $this->content()->assertInertia(fn (Assert $page) => $page
            ->where('videos.data.1.status', 'failed')
            ->where('videos.data.1.failure_reason', 'The file has no video stream.')
            ->where('videos.data.2.status', 'processing')
            ->where('videos.data.3.visibility', 'private'));
    }

    public function test_another_creator_never_sees_my_videos(): void
    {
        $mine = $this->video(['title' => 'Only mine']);
        $other = Channel::factory()->create();
        $theirs = Video::factory()->for($other)->create();

        $this->assertSame([$mine->public_id], $this->listed());
        $this->assertSame([$theirs->public_id], $this->listed([], $other->user));
        // No query string points the page at someone else's channel.
        $this->assertSame([$theirs->public_id], $this->listed(['channel' => $this->channel->id, 'channel_id' => $this->channel->id], $other->user));
        $this->assertSame([], $this->listed(['q' => 'Only mine'], $other->user));
    }

    public function test_the_type_filter_picks_videos_or_shorts(): void
    {
        $video = $this->video(['created_at' => now()->subDay()]);
        $blip = Video::factory()->for($this->channel)->blip()->create(['created_at' => now()]);

        $this->assertSame([$blip->public_id, $video->public_id], $this->listed(['type' => 'all']));
        $this->assertSame([$video->public_id], $this->listed(['type' => 'videos']));
        $this->assertSame([$blip->public_id], $this->listed(['type' => 'shorts']));
        $this->content(['type' => 'shorts'])->assertInertia(fn (Assert $page) => $page->where('filters.type', 'shorts'));
    }

    public function test_each_sort_puts_the_largest_first_and_breaks_ties_by_the_newest_row(): void
    {
        $a = $this->video(['created_at' => now()->subDays(3), 'view_count' => 50, 'comment_count' => 1, 'like_count' => 9]);
        $b = $this->video(['created_at' => now()->subDays(2), 'view_count' => 10, 'comment_count' => 7, 'like_count' => 9]);
        $c = $this->video(['created_at' => now()->subDays(1), 'view_count' => 30, 'comment_count' => 4, 'like_count' => 2]);

        $this->assertSame([$c->public_id, $b->public_id, $a->public_id], $this->listed());
        $this->assertSame([$c->public_id, $b->public_id, $a->public_id], $this->listed(['sort' => 'date']));
        $this->assertSame([$a->public_id, $c->public_id, $b->public_id], $this->listed(['sort' => 'views']));
        $this->assertSame([$b->public_id, $c->public_id, $a->public_id], $this->listed(['sort' => 'comments']));
        // a and b have 9 likes each: the later row comes first.
        $this->assertSame([$b->public_id, $a->public_id, $c->public_id], $this->listed(['sort' => 'likes']));
        $this->content(['sort' => 'likes'])->assertInertia(fn (Assert $page) => $page->where('filters.sort', 'likes'));
    }

    public function test_rows_with_equal_dates_keep_one_order_across_pages(): void
    {
        $at = now()->subHour();
        $ids = [];
        for ($i = 0; $i < ContentPage::PER_PAGE + 5; $i++) {
            $ids[] = $this->video(['created_at' => $at, 'view_count' => 0])->public_id;
        }

        foreach (['date', 'views'] as $sort) {
            $seen = [...$this->listed(['sort' => $sort]), ...$this->listed(['sort' => $sort, 'page' => 2])];
            $this->assertSame(array_reverse($ids), $seen, "sorted by {$sort}");
        }
    }

    public function test_search_matches_any_part_of_the_title_in_any_case(): void
    {
        $walk = $this->video(['title' => 'A Night Walk in Berlin', 'created_at' => now()->subDay()]);
        $walking = $this->video(['title' => 'nightwalking tips', 'created_at' => now()]);
        $this->video(['title' => 'Morning coffee', 'description' => 'a night walk']);

        $this->assertSame([$walking->public_id, $walk->public_id], $this->listed(['q' => 'NIGHT']));
        $this->assertSame([$walk->public_id], $this->listed(['q' => 'walk in b']));
        $this->assertSame([$walk->public_id], $this->listed(['q' => '  walk in b  ']));
        $this->assertSame([], $this->listed(['q' => 'nothing like it']));
        $this->content(['q' => '  walk in b  '])->assertInertia(fn (Assert $page) => $page->where('filters.q', 'walk in b'));
    }

    public function test_search_takes_wildcards_and_quotes_literally(): void
    {
        $percent = $this->video(['title' => '100% focus', 'created_at' => now()->subDays(3)]);
        $underscore = $this->video(['title' => 'snake_case explained', 'created_at' => now()->subDays(2)]);
        $bang = $this->video(['title' => "Don't stop! Now", 'created_at' => now()->subDay()]);
        $this->video(['title' => '1000 focus points snakeXcase']);

        $this->assertSame([$percent->public_id], $this->listed(['q' => '0%']));
        $this->assertSame([$underscore->public_id], $this->listed(['q' => 'e_c']));
        $this->assertSame([$bang->public_id], $this->listed(['q' => "'t stop! n"]));
        $this->assertSame([], $this->listed(['q' => '!%']));
    }

    public function test_a_blank_or_whitespace_search_shows_everything(): void
    {
        $this->video();
        $this->video();

        $this->assertCount(2, $this->listed(['q' => '']));
        $this->assertCount(2, $this->listed(['q' => "   \t  "]));
    }

    public function test_filters_sort_and_search_combine(): void
    {
        $this->video(['title' => 'Trip video', 'view_count' => 900]);
        $low = Video::factory()->for($this->channel)->blip()->create(['title' => 'Trip blip one', 'view_count' => 5]);
        $high = Video::factory()->for($this->channel)->blip()->create(['title' => 'Trip blip two', 'view_count' => 50]);
        Video::factory()->for($this->channel)->blip()->create(['title' => 'Other blip', 'view_count' => 500]);

        $this->assertSame([$high->public_id, $low->public_id], $this->listed(['type' => 'shorts', 'sort' => 'views', 'q' => 'trip']));
    }

    public function test_the_list_is_paged_twenty_at_a_time(): void
    {
        for ($i = 0; $i < 45; $i++) {
            $this->video(['created_at' => now()->subMinutes($i)]);
        }

        $this->content()->assertInertia(fn (Assert $page) => $page
            ->has('videos.data', 20)
            ->where('videos.meta.current_page', 1)
            ->where('videos.meta.last_page', 3)
            ->where('videos.meta.total', 45));
        $this->content(['page' => 3])->assertInertia(fn (Assert $page) => $page
            ->has('videos.data', 5)
            ->where('videos.meta.current_page', 3)
            ->where('videos.meta.from', 41)
            ->where('videos.meta.to', 45));

        $all = [...$this->listed(), ...$this->listed(['page' => 2]), ...$this->listed(['page' => 3])];
        $this->assertCount(45, array_unique($all));
    }

    public function test_a_channel_with_more_videos_than_are_counted_ahead_is_paged_without_a_total(): void
    {
        $rows = Video::factory()->for($this->channel)->count(ContentPage::COUNTED_AHEAD + 1)
            ->make(['created_at' => now()->subDay()])->map(fn (Video $video) => $video->getAttributes());
        foreach ($rows->chunk(500) as $chunk) {
            Video::query()->insert($chunk->values()->all());
        }
        $newest = $this->video(['created_at' => now()]);

        $this->content()->assertInertia(fn (Assert $page) => $page
            ->has('videos.data', ContentPage::PER_PAGE)
            ->where('videos.data.0.id', $newest->public_id)
            ->where('videos.meta.total', null)
            ->where('videos.meta.last_page', null)
            ->where('videos.meta.from', 1)
            ->where('videos.meta.to', ContentPage::PER_PAGE));

        // Counted from the page's start, the rest of a list is within reach: exact again.
        $last = (int) ceil((ContentPage::COUNTED_AHEAD + 2) / ContentPage::PER_PAGE);
        $this->content(['page' => $last + 5])->assertInertia(fn (Assert $page) => $page
            ->has('videos.data', (ContentPage::COUNTED_AHEAD + 2) % ContentPage::PER_PAGE)
            ->where('videos.meta.total', ContentPage::COUNTED_AHEAD + 2)
            ->where('videos.meta.current_page', $last)
            ->where('videos.meta.last_page', $last));
    }

    public function test_a_page_past_the_last_shows_the_last(): void
    {
        for ($i = 0; $i < 21; $i++) {
            $this->video();
        }

        $this->content(['page' => 9])->assertOk()->assertInertia(fn (Assert $page) => $page
            ->has('videos.data', 1)
            ->where('videos.meta.current_page', 2));
    }

    public function test_an_empty_channel_gets_an_empty_first_page(): void
    {
        $this->content(['page' => 4])->assertOk()->assertInertia(fn (Assert $page) => $page
            ->has('videos.data', 0)
            ->where('videos.meta.total', 0)
            ->where('videos.meta.current_page', 1)
            ->where('videos.meta.last_page', 1));
    }

    public function test_odd_query_strings_fall_back_to_the_defaults(): void
    {
        $this->video();
        $cases = [
            'type=bogus&sort=oldest',
            'type[]=videos&sort[]=views&q[]=x&page[]=2',
            'type[a]=1&sort[b][c]=2&q[d]=3',
            'page=abc', 'page=-3', 'page=0', 'page=1.5', 'page=99999999999999999999999', 'page=100001',
            'q='.str_repeat('x', 1_000_000),
            'q=%FF%FE',
            'q=%00%01abc',
            'type=ALL', 'sort=%20',
        ];

        foreach ($cases as $query) {
            $response = $this->content($query);
            $response->assertOk();
            $filters = $response->inertiaProps('filters');
            $this->assertContains($filters['type'], ['all'], $query);
            $this->assertContains($filters['sort'], ['date'], $query);
            $this->assertLessThanOrEqual(200, mb_strlen($filters['q']), $query);
            $this->assertSame(1, $response->inertiaProps('videos.meta.current_page'), $query);
        }

        $this->content('q=%00night%01')->assertInertia(fn (Assert $page) => $page->where('filters.q', 'night'));
    }

    public function test_a_row_still_uploading_shows_how_much_has_arrived(): void
    {
        $video = Video::factory()->for($this->channel)->private()->create([
            'status' => VideoStatus::Uploading, 'published_at' => null, 'hls_path' => null, 'thumbnail_path' => null,
        ]);
        $upload = Upload::query()->create([
            'user_id' => $this->channel->user_id, 'video_id' => $video->id, 'kind' => VideoKind::Video,
            'upload_length' => 4000, 'metadata' => ['filename' => 'trip.mp4'],
        ]);
        $upload->forceFill(['upload_offset' => 1000])->save();
        $processing = Video::factory()->for($this->channel)->processing()->create(['created_at' => now()->subDay()]);
        $processing->forceFill(['processing_progress' => 40])->save();

        $this->content()->assertInertia(fn (Assert $page) => $page
            ->where('videos.data.0.status', 'uploading')
            ->where('videos.data.0.progress', 25)
            ->where('videos.data.1.status', 'processing')
            ->where('videos.data.1.progress', 40));
    }

    public function test_uploads_are_read_only_for_rows_still_uploading(): void
    {
        $this->video();
        $this->video(['status' => VideoStatus::Processing]);

        $queries = $this->queriesDuring(fn () => $this->content()->assertOk());

        $this->assertEmpty($queries->filter(fn (string $sql) => str_contains($sql, '"uploads"')), $queries->implode("\n"));
    }

    public function test_the_status_poll_reloads_only_the_rows(): void
    {
        Video::factory()->for($this->channel)->processing()->create();

        $this->content(['sort' => 'views'])->assertInertia(fn (Assert $page) => $page
            ->reloadOnly('videos', fn (Assert $reload) => $reload
                ->missing('filters')
                ->where('videos.data.0.status', 'processing')
                ->where('videos.meta.total', 1)));
    }

    public function test_a_page_costs_the_same_queries_for_three_rows_as_for_twenty(): void
    {
        $queriesFor = function (int $rows): int {
            $channel = Channel::factory()->create();
            for ($i = 0; $i < $rows; $i++) {
                $video = Video::factory()->for($channel)->create(['status' => VideoStatus::Uploading]);
                Upload::query()->create([
                    'user_id' => $channel->user_id, 'video_id' => $video->id, 'kind' => VideoKind::Video,
                    'upload_length' => 100, 'metadata' => [],
                ]);
            }
            $user = $channel->user;

            return $this->queriesDuring(fn () => $this->actingAs($user)->get('/studio/content?q=a&sort=views')->assertOk())->count();
        };

        $few = $queriesFor(3);
        $many = $queriesFor(ContentPage::PER_PAGE);
        $this->assertSame($few, $many);
        $this->assertLessThanOrEqual(6, $many);
    }
}

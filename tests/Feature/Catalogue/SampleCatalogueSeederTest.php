<?php

namespace Tests\Feature\Catalogue;

use App\Enums\CaptionLanguage;
use App\Enums\VideoKind;
use App\Http\Requests\Studio\StoreCaptionTrackRequest;
use App\Media\SampleLibrary;
use App\Models\Channel;
use App\Models\Video;
use App\Models\VideoCaption;
use Database\Seeders\DatabaseSeeder;
use Database\Seeders\SampleCatalogueSeeder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class SampleCatalogueSeederTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('public');
        config(['catalogue.seed_size' => 'small']);
        // Rendering the clips is SampleLibraryTest's business; here their stills are drawn with GD.
        $this->app->instance(SampleLibrary::class, new FakeSampleLibrary);
    }

    public function test_a_small_seed_makes_channels_with_art_and_every_kind_of_video(): void
    {
        $this->seed(DatabaseSeeder::class);

        $this->assertSame(4, Channel::query()->count());
        $this->assertSame(16, Video::query()->ofKind(VideoKind::Video)->count());
        $this->assertSame(4, Video::query()->ofKind(VideoKind::Short)->whereColumn('height', '>', 'width')->count());
        $this->assertSame(2, Video::query()->ofKind(VideoKind::Live)->whereNotNull('live_viewers')->count());
        $this->assertSame(0, Video::query()->whereNull('hls_path')->orWhereNull('thumbnail_path')->count());
        $this->assertSame(0, Video::query()->where('hls_path', 'like', 'http%')->count());

        foreach (Channel::query()->get() as $channel) {
            foreach ([$channel->avatar_path, $channel->banner_path] as $image) {
                $this->assertSame(IMAGETYPE_WEBP, getimagesize(Storage::disk('public')->path((string) $image))[2] ?? null);
            }
        }
        $this->assertDatabaseHas('users', ['email' => DatabaseSeeder::DEMO_EMAIL]);
    }

    public function test_every_counter_matches_the_rows_it_counts(): void
    {
        $this->seed(DatabaseSeeder::class);

        $this->assertGreaterThan(0, DB::table('views')->count());
        $this->assertGreaterThan(0, DB::table('reactions')->count());
        $this->assertGreaterThan(0, DB::table('subscriptions')->count());

        $reactions = fn (string $type, string $column, int $value) => "(SELECT COUNT(*) FROM reactions WHERE reactable_type = '{$type}' AND reactable_id = {$column} AND value = {$value})";
        $mismatched = DB::table('videos')->whereRaw(
            'view_count <> (SELECT COUNT(*) FROM views WHERE video_id = videos.id)'
            .' OR like_count <> '.$reactions('video', 'videos.id', 1)
            .' OR dislike_count <> '.$reactions('video', 'videos.id', -1)
            ." OR comment_count <> (SELECT COUNT(*) FROM comments WHERE commentable_type = 'video' AND commentable_id = videos.id AND status = 'published')"
        )->count();
        $this->assertSame(0, $mismatched);
        $this->assertGreaterThan(0, (int) DB::table('videos')->sum('view_count'));

        $this->assertSame(0, DB::table('community_posts')->whereRaw('like_count <> '.$reactions('post', 'community_posts.id', 1))->count());
        $this->assertSame(0, DB::table('comments')->whereRaw(
            "reply_count <> (SELECT COUNT(*) FROM comments AS r WHERE r.parent_id = comments.id AND r.status = 'published')"
        )->count());
        $this->assertSame(0, DB::table('playlists')->whereRaw(
            'video_count <> (SELECT COUNT(*) FROM playlist_items WHERE playlist_id = playlists.id)'
        )->count());
        $this->assertSame(0, DB::table('channels')->whereRaw(
            'subscriber_count <> (SELECT COUNT(*) FROM subscriptions WHERE channel_id = channels.id)'
        )->count());
    }

    public function test_only_public_videos_are_viewed_and_history_follows_the_views(): void
    {
        $this->seed(DatabaseSeeder::class);

        $this->assertSame(0, DB::table('views')->join('videos', 'videos.id', '=', 'views.video_id')
            ->where('videos.visibility', '<>', 'public')->count());
        $this->assertSame(0, DB::table('views')->whereColumn('viewed_at', '<', DB::raw(
            '(SELECT published_at FROM videos WHERE videos.id = views.video_id)'
        ))->count());
        $this->assertSame(
            DB::table('views')->whereNotNull('user_id')->distinct()->count(DB::raw("user_id || '-' || video_id")),
            DB::table('watch_history')->count(),
        );
    }

    public function test_the_video_count_can_be_overridden_for_bigger_catalogues(): void
    {
        config(['catalogue.seed_videos' => 40]);
        $this->seed(SampleCatalogueSeeder::class);

        $this->assertSame(40, Video::query()->ofKind(VideoKind::Video)->count());
    }

    public function test_the_blip_count_can_be_overridden_for_a_longer_feed(): void
    {
        config(['catalogue.seed_blips' => 9]);
        $this->seed(SampleCatalogueSeeder::class);

        $this->assertSame(9, Video::query()->ofKind(VideoKind::Short)->count());
        $this->assertSame(16, Video::query()->ofKind(VideoKind::Video)->count());
    }

    public function test_an_unknown_size_is_refused(): void
    {
        config(['catalogue.seed_size' => 'huge']);

        $this->expectException(\InvalidArgumentException::class);
        $this->seed(SampleCatalogueSeeder::class);
    }

    public function test_no_two_videos_share_a_title(): void
    {
        // The end-to-end server's catalogue (scripts/e2e-server.sh).
        config(['catalogue.seed_videos' => 60, 'catalogue.seed_blips' => 36]);
        $this->seed(SampleCatalogueSeeder::class);

        $titles = Video::query()->pluck('title');
        $this->assertCount(60 + 36 + 2, $titles);
        $this->assertSame([], $titles->duplicates()->values()->all());
    }

    public function test_every_video_has_a_thumbnail_of_its_own_with_its_title(): void
    {
        $this->seed(DatabaseSeeder::class);

        $videos = Video::query()->get(['title', 'thumbnail_path', 'hls_path']);
        $hashes = $videos->map(fn (Video $video) => md5((string) Storage::disk('public')->get((string) $video->thumbnail_path)));
        $this->assertSame([], $hashes->duplicates()->values()->all());
        // Each made from a still of the clip the video plays.
        foreach ($videos as $video) {
            $this->assertSame(dirname((string) $video->hls_path, 2), dirname((string) $video->thumbnail_path, 2));
        }
    }

    public function test_the_home_grid_shows_no_title_or_thumbnail_twice(): void
    {
        $this->seed(DatabaseSeeder::class);

        $cards = $this->inertiaVisit('/', ['X-Inertia-Partial-Component' => 'Home', 'X-Inertia-Partial-Data' => 'recommended'])
            ->json('props.recommended.data');
        $this->assertGreaterThanOrEqual(12, count($cards));
        $this->assertCount(count($cards), array_unique(array_column($cards, 'title')));
        $files = array_map(fn (array $card) => md5((string) Storage::disk('public')->get(
            Str::after((string) parse_url($card['thumbnail'], PHP_URL_PATH), '/storage/'),
        )), $cards);
        $this->assertCount(count($cards), array_unique($files));
    }

    public function test_a_topic_becomes_a_tag_without_its_article(): void
    {
        config(['catalogue.seed_videos' => 60]);
        $this->seed(SampleCatalogueSeeder::class);

        $tags = Video::query()->pluck('tags')->flatten();
        $this->assertNotEmpty($tags);
        $this->assertSame([], $tags->filter(fn (string $tag) => str_starts_with($tag, 'the'))->values()->all());
    }

    public function test_every_third_regular_video_has_english_captions_with_its_title(): void
    {
        $this->seed(SampleCatalogueSeeder::class);

        $captioned = VideoCaption::query()->with('video')->get();
        $this->assertCount(6, $captioned);
        foreach ($captioned as $caption) {
            $this->assertSame(VideoKind::Video, $caption->video->kind);
            $this->assertSame(CaptionLanguage::English, $caption->language);
            $this->assertSame('English', $caption->label);
            $contents = (string) Storage::disk('public')->get($caption->path);
            $this->assertTrue(StoreCaptionTrackRequest::isWebVtt($contents));
            $this->assertStringContainsString(htmlspecialchars($caption->video->title, ENT_NOQUOTES), $contents);
        }

        $video = $captioned->first()?->video;
        $this->assertNotNull($video);
        $this->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('video.captions.0.srclang', 'en'));
    }
}

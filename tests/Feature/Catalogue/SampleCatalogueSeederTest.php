<?php

namespace Tests\Feature\Catalogue;

use App\Enums\VideoKind;
use App\Media\Ffmpeg;
use App\Media\SampleArt;
use App\Media\SampleClip;
use App\Media\SampleLibrary;
use App\Media\SampleMedia;
use App\Models\Channel;
use App\Models\Video;
use Database\Seeders\DatabaseSeeder;
use Database\Seeders\SampleCatalogueSeeder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Process;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class SampleCatalogueSeederTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('public');
        config(['catalogue.seed_size' => 'small']);
        // The clips themselves are the media service's business (tests/Unit/Media); here
        // the library hands back paths without running ffmpeg.
        $this->app->instance(SampleLibrary::class, new class(new Ffmpeg, new SampleArt) extends SampleLibrary
        {
            public function ensure(array $clips): array
            {
                return array_map(fn (SampleClip $clip) => new SampleMedia(
                    $clip,
                    "samples/clips/{$clip->name}/original.mp4",
                    "samples/clips/{$clip->name}/hls/master.m3u8",
                    ["samples/thumbnails/{$clip->name}-0.jpg", "samples/thumbnails/{$clip->name}-1.jpg"],
                ), $clips);
            }
        });
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
            Storage::disk('public')->assertExists([(string) $channel->avatar_path, (string) $channel->banner_path]);
            $this->assertNotFalse(getimagesize(Storage::disk('public')->path((string) $channel->avatar_path)));
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

    public function test_the_library_makes_missing_media_once_and_reuses_it(): void
    {
        $this->app->forgetInstance(SampleLibrary::class);
        $clip = new SampleClip('tiny', 160, 90, 1, 'color', colour: '#db2777', caption: 'Tiny');

        [$media] = $this->app->make(SampleLibrary::class)->ensure([$clip]);

        $disk = Storage::disk('public');
        $disk->assertExists([$media->originalPath, $media->hlsPath, ...$media->thumbnails]);
        $this->assertStringContainsString('RESOLUTION=160x90', (string) $disk->get($media->hlsPath));

        Process::fake();
        $this->app->make(SampleLibrary::class)->ensure([$clip]);
        Process::assertNothingRan();
    }
}

<?php

namespace Tests\Feature\Watch;

use App\Media\PublicMedia;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use App\Watch\LivePlaylist;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Carbon;
use Illuminate\Testing\TestResponse;
use Tests\TestCase;

class LivePlaylistTest extends TestCase
{
    use RefreshDatabase;

    private const MASTER = "#EXTM3U\n#EXT-X-VERSION:3\n"
        ."#EXT-X-STREAM-INF:BANDWIDTH=875600,RESOLUTION=640x360,CODECS=\"avc1.64001e,mp4a.40.2\"\n360p/index.m3u8\n\n"
        ."#EXT-X-STREAM-INF:BANDWIDTH=2525600,RESOLUTION=1280x720,CODECS=\"avc1.64001f,mp4a.40.2\"\n720p/index.m3u8\n";

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
        Carbon::setTestNow('2026-11-29 12:00:00');

        // A loop of five 2-second segments, as the seeder's live clip.
        $disk = PublicMedia::disk();
        $disk->put('samples/clips/live-1/hls/master.m3u8', self::MASTER);
        foreach (['360p', '720p'] as $rendition) {
            $lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
            for ($i = 0; $i < 5; $i++) {
                $lines[] = '#EXTINF:2.000000,';
                $lines[] = sprintf('segment_%03d.ts', $i);
            }
            $lines[] = '#EXT-X-ENDLIST';
            $disk->put("samples/clips/live-1/hls/{$rendition}/index.m3u8", implode("\n", $lines)."\n");
        }
    }

    private function stream(array $attributes = []): Video
    {
        return Video::factory()->live()->create([
            'hls_path' => 'samples/clips/live-1/hls/master.m3u8',
            'published_at' => Carbon::parse('2026-11-29 12:00:00'),
            ...$attributes,
        ]);
    }

    /**
     * @return array{sequence: int, discontinuitySequence: int, segments: list<string>, body: string}
     */
    private function window(TestResponse $response): array
    {
        $body = (string) $response->getContent();
        preg_match('/#EXT-X-MEDIA-SEQUENCE:(\d+)/', $body, $sequence);
        preg_match('/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/', $body, $discontinuity);
        $segments = array_values(array_filter(explode("\n", $body), fn (string $line) => $line !== '' && ! str_starts_with($line, '#')));

        return [
            'sequence' => (int) ($sequence[1] ?? -1),
            'discontinuitySequence' => (int) ($discontinuity[1] ?? -1),
            'segments' => $segments,
            'body' => $body,
        ];
    }

    public function test_the_watch_page_plays_a_live_stream_from_its_live_playlist(): void
    {
        $video = $this->stream();

        $this->get("/watch?v={$video->public_id}")
            ->assertInertia(fn ($page) => $page->where('video.sources.hls', "/live/{$video->public_id}/master.m3u8"));
    }

    public function test_the_master_lists_the_ladder_with_each_rendition_live(): void
    {
        $video = $this->stream();

        $response = $this->get(LivePlaylist::url($video))->assertOk();

        $this->assertStringStartsWith('application/vnd.apple.mpegurl', (string) $response->headers->get('Content-Type'));
        $this->assertStringContainsString('no-cache', (string) $response->headers->get('Cache-Control'));
        $body = (string) $response->getContent();
        $this->assertStringContainsString("RESOLUTION=640x360,CODECS=\"avc1.64001e,mp4a.40.2\"\n360p/index.m3u8", $body);
        $this->assertStringContainsString("RESOLUTION=1280x720,CODECS=\"avc1.64001f,mp4a.40.2\"\n720p/index.m3u8", $body);
    }

    public function test_the_media_sequence_advances_with_the_clock_and_the_playlist_never_ends(): void
    {
        $video = $this->stream();
        $url = "/live/{$video->public_id}/360p/index.m3u8";

        Carbon::setTestNow('2026-11-29 12:00:00');
        $first = $this->window($this->get($url)->assertOk());

        // A full window of 2-second segments at once, from the stream's own files.
        $this->assertCount(LivePlaylist::WINDOW_SECONDS / 2, $first['segments']);
        $this->assertSame(PublicMedia::url('samples/clips/live-1/hls/360p/segment_000.ts'), $first['segments'][0]);
        $this->assertStringNotContainsString('#EXT-X-ENDLIST', $first['body']);
        $this->assertStringNotContainsString('#EXT-X-PLAYLIST-TYPE', $first['body']);
        $this->assertStringContainsString('#EXT-X-TARGETDURATION:2', $first['body']);

        Carbon::setTestNow('2026-11-29 12:00:01');
        $this->assertSame($first['sequence'], $this->window($this->get($url))['sequence'], 'no new segment within a segment');

        Carbon::setTestNow('2026-11-29 12:00:02');
        $this->assertSame($first['sequence'] + 1, $this->window($this->get($url))['sequence']);

        // An hour on, the loop of five segments has gone round 360 times more.
        Carbon::setTestNow('2026-11-29 13:00:00');
        $later = $this->window($this->get($url));
        $this->assertSame($first['sequence'] + 1800, $later['sequence']);
        $this->assertSame(intdiv($later['sequence'], 5), $later['discontinuitySequence']);
        $this->assertStringNotContainsString('#EXT-X-ENDLIST', $later['body']);
    }

    public function test_each_pass_over_the_loop_is_marked_as_a_discontinuity(): void
    {
        $video = $this->stream();
        Carbon::setTestNow('2026-11-29 12:00:03');

        $window = $this->window($this->get("/live/{$video->public_id}/720p/index.m3u8"));

        // Segments 1 to 15 over a loop of 5: the loop starts again at 5, 10 and 15.
        $this->assertSame(3, substr_count($window['body'], "#EXT-X-DISCONTINUITY\n"));
        $firstOfLoop = PublicMedia::url('samples/clips/live-1/hls/720p/segment_000.ts');
        $this->assertStringContainsString("#EXT-X-DISCONTINUITY\n#EXTINF:2.000,\n{$firstOfLoop}\n", $window['body']);
    }

    public function test_unknown_streams_renditions_and_videos_that_are_not_live_are_not_found(): void
    {
        $video = $this->stream();
        $recorded = Video::factory()->create(['hls_path' => 'samples/clips/live-1/hls/master.m3u8']);

        $this->get('/live/AAAAAAAAAAA/master.m3u8')->assertNotFound();
        $this->get('/live/AAAAAAAAAAA/360p/index.m3u8')->assertNotFound();
        $this->get("/live/{$video->public_id}/1080p/index.m3u8")->assertNotFound();
        $this->get("/live/{$video->public_id}/..%2F360p/index.m3u8")->assertNotFound();
        $this->get("/live/{$recorded->public_id}/master.m3u8")->assertNotFound();
        $this->get("/live/{$recorded->public_id}/360p/index.m3u8")->assertNotFound();
    }

    public function test_a_stream_without_its_files_is_not_found(): void
    {
        $video = $this->stream(['hls_path' => 'samples/clips/gone/hls/master.m3u8']);

        $this->get(LivePlaylist::url($video))->assertNotFound();
        $this->get("/live/{$video->public_id}/360p/index.m3u8")->assertNotFound();
    }

    public function test_a_private_stream_plays_for_its_owner_alone_and_an_unlisted_one_for_anyone_with_the_link(): void
    {
        $owner = User::factory()->create();
        $channel = Channel::factory()->for($owner)->create();
        $private = $this->stream(['channel_id' => $channel->id, 'visibility' => 'private']);
        $unlisted = $this->stream(['visibility' => 'unlisted']);

        foreach ([LivePlaylist::url($private), "/live/{$private->public_id}/360p/index.m3u8"] as $url) {
            $this->get($url)->assertNotFound();
            $this->actingAs(User::factory()->create())->get($url)->assertNotFound();
            $this->actingAs($owner)->get($url)->assertOk();
            $this->app['auth']->forgetGuards();
        }

        $this->get(LivePlaylist::url($unlisted))->assertOk();
        $this->get("/live/{$unlisted->public_id}/360p/index.m3u8")->assertOk();
    }

    public function test_a_stream_not_yet_published_is_its_owners_alone(): void
    {
        $video = $this->stream(['published_at' => now()->addHour()]);

        $this->get(LivePlaylist::url($video))->assertNotFound();
        $this->actingAs($video->channel->user)->get(LivePlaylist::url($video))->assertOk();
    }
}

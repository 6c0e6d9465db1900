<?php

namespace Tests\Feature\Catalogue;

use App\Http\Resources\VideoCardResource;
use App\Library\LibraryVideos;
use App\Media\VideoMedia;
use App\Models\Video;
use App\Watch\LivePlaylist;
use Illuminate\Database\Eloquent\MissingAttributeException;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\Request;
use Tests\TestCase;

/**
 * The card is built from the row's own values; each is checked against what the model's
 * casts and accessors make of the same row.
 */
class VideoCardResourceTest extends TestCase
{
    use RefreshDatabase;

    /**
     * @return array<string, mixed>
     */
    private function cardOf(Video $video): array
    {
        $listed = LibraryVideos::cards()->whereKey($video->id)->firstOrFail();

        return (new VideoCardResource($listed))->toArray(Request::create('/'));
    }

    public function test_a_card_says_what_the_model_says_of_its_video(): void
    {
        $video = Video::factory()->create(['published_at' => '2026-03-04 05:06:07', 'duration' => 125, 'view_count' => 4321]);

        $card = $this->cardOf($video);

        $video->refresh();
        $this->assertSame([
            'id' => $video->public_id,
            'title' => $video->title,
            'thumbnail' => $video->thumbnail_url,
            'duration' => 125,
            'views' => 4321,
            'published_at' => $video->published_at?->toIso8601String(),
            'kind' => 'video',
            'channel' => ['id' => $video->channel->id, 'handle' => $video->channel->handle, 'name' => $video->channel->name, 'avatar_url' => $video->channel->avatar_url],
            'hls_url' => $video->hls_url,
        ], $card);
        $this->assertSame('2026-03-04T05:06:07+00:00', $card['published_at']);
    }

    public function test_a_video_with_private_media_gets_the_authorizing_routes_urls(): void
    {
        $video = Video::factory()->create();
        $directory = VideoMedia::directory($video);
        $video->forceFill(['media_private' => true, 'thumbnail_path' => "{$directory}/thumb.jpg", 'hls_path' => "{$directory}/hls/master.m3u8"])->save();

        $card = $this->cardOf($video);

        $this->assertSame(route('media.video', ['video' => $video->public_id, 'path' => 'thumb.jpg'], absolute: false), $card['thumbnail']);
        $this->assertSame(route('media.video', ['video' => $video->public_id, 'path' => 'hls/master.m3u8'], absolute: false), $card['hls_url']);
        $this->assertSame($video->fresh()?->thumbnail_url, $card['thumbnail']);
    }

    public function test_a_live_card_plays_the_endless_playlist_and_says_how_many_watch(): void
    {
        $stream = Video::factory()->live()->create(['live_viewers' => 321]);

        $card = $this->cardOf($stream);

        $this->assertSame(['live', 321, LivePlaylist::url($stream)], [$card['kind'], $card['live_viewers'], $card['hls_url']]);
        $this->assertSame(LivePlaylist::playerUrl($stream), $card['hls_url']);
    }

    public function test_a_query_that_left_a_card_column_out_fails_loudly(): void
    {
        $video = Video::factory()->create();
        $query = Video::query()->with('channel');
        $query->select(['id', 'public_id', 'channel_id', 'kind', 'title']);
        $partial = $query->findOrFail($video->id);

        $this->expectException(MissingAttributeException::class);
        (new VideoCardResource($partial))->toArray(Request::create('/'));
    }
}

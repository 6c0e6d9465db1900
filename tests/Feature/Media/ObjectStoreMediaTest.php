<?php

namespace Tests\Feature\Media;

use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use App\Support\Origin;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use Tests\TestCase;

/**
 * Media on an object store: public media links straight to the public bucket (or the CDN in
 * front of it), private media only ever to short-lived signed URLs handed out by the media
 * route. Building and signing URLs needs no server, so those checks also run in the default
 * run against buckets that are never contacted; what needs the store itself (playback, the
 * bytes behind a URL) runs in scripts/phpunit-s3.sh.
 */
class ObjectStoreMediaTest extends TestCase
{
    use RefreshDatabase;

    private const MASTER = "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=320x240\n240p/index.m3u8\n";

    private const RENDITION = "#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nsegment_0.ts\n#EXTINF:1.5,\nsegment_1.ts\n#EXT-X-ENDLIST\n";

    private bool $storeIsRunning;

    private User $owner;

    protected function setUp(): void
    {
        parent::setUp();

        $this->storeIsRunning = config('filesystems.disks.'.PrivateMedia::diskName().'.driver') === 's3';
        if (! $this->storeIsRunning) {
            $bucket = ['driver' => 's3', 'key' => 'key', 'secret' => 'secret', 'region' => 'us-east-1', 'endpoint' => 'http://objects.test:9000', 'use_path_style_endpoint' => true, 'url' => null];
            config([
                'filesystems.media' => ['public' => 's3', 'private' => 's3-private'],
                'filesystems.disks.s3' => [...$bucket, 'bucket' => 'media'],
                'filesystems.disks.s3-private' => [...$bucket, 'bucket' => 'private'],
            ]);
        }
        $this->freshMediaDisks();
        $this->owner = Channel::factory()->create()->user;
    }

    public function test_a_private_videos_files_are_signed_urls_of_the_private_bucket_that_expire_in_five_minutes(): void
    {
        $video = $this->uploadedVideo(Visibility::Private);
        $segment = "/media/videos/{$video->public_id}/hls/240p/segment_0.ts";

        $response = $this->actingAs($this->owner)->get($segment)
            ->assertRedirect()
            ->assertHeader('Cache-Control', 'max-age=60, private');

        $location = (string) $response->headers->get('Location');
        $this->assertSame(Origin::of(PrivateMedia::disk()->temporaryUrl('x', now()->addMinute())), Origin::of($location));
        $this->assertStringContainsString('/'.config('filesystems.disks.s3-private.bucket').'/', $location);
        parse_str((string) parse_url($location, PHP_URL_QUERY), $query);
        // The SDK counts the expiry from its own clock, which may have passed a second boundary.
        $this->assertEqualsWithDelta(300, (int) ($query['X-Amz-Expires'] ?? 0), 1);
        $signedAt = Carbon::createFromFormat('Ymd\THis\Z', (string) ($query['X-Amz-Date'] ?? ''), 'UTC');
        $this->assertEqualsWithDelta(time(), $signedAt?->getTimestamp(), 5);
        $this->assertNotEmpty($query['X-Amz-Signature'] ?? null);
        $this->assertSame('video/mp2t', $query['response-content-type'] ?? null);
        $this->assertSame('private, max-age=300', $query['response-cache-control'] ?? null);

        if ($this->storeIsRunning) {
            $stored = Http::get($location);
            $this->assertSame(200, $stored->status());
            $this->assertSame('segment 0', $stored->body());
            $this->assertSame('video/mp2t', $stored->header('Content-Type'));
        }
    }

    public function test_nobody_else_gets_a_signed_url(): void
    {
        $video = $this->uploadedVideo(Visibility::Private);

        $this->actingAs(Channel::factory()->create()->user)->get("/media/videos/{$video->public_id}/hls/240p/segment_0.ts")
            ->assertNotFound()
            ->assertHeaderMissing('Location');
        $this->app['auth']->forgetGuards();
        $this->get("/media/videos/{$video->public_id}/thumbnails/1.jpg")->assertNotFound()->assertHeaderMissing('Location');
    }

    public function test_a_public_videos_media_links_to_the_public_bucket(): void
    {
        $video = $this->uploadedVideo(Visibility::Public);

        $bucket = config('filesystems.disks.s3.endpoint').'/'.config('filesystems.disks.s3.bucket').'/';
        $this->assertStringStartsWith($bucket, (string) $video->hls_url);
        $this->assertStringEndsWith("/videos/{$video->public_id}/hls/master.m3u8", (string) $video->hls_url);
        $this->assertStringNotContainsString('X-Amz', (string) $video->hls_url);

        if ($this->storeIsRunning) {
            $stored = Http::get((string) $video->hls_url);
            $this->assertSame(self::MASTER, $stored->body());
            $this->assertSame('application/vnd.apple.mpegurl', $stored->header('Content-Type'));
            $this->assertSame('video/mp2t', Http::get(str_replace('master.m3u8', '240p/segment_0.ts', (string) $video->hls_url))->header('Content-Type'));
        }
    }

    public function test_a_cdn_in_front_of_the_public_bucket_gives_the_links(): void
    {
        config(['filesystems.disks.s3.url' => 'https://cdn.example']);
        $video = $this->uploadedVideo(Visibility::Public);

        $this->assertMatchesRegularExpression("#^https://cdn\\.example/(tests/\\w+/)?videos/{$video->public_id}/hls/master\\.m3u8$#", (string) $video->hls_url);
    }

    public function test_the_policy_lets_the_page_load_media_from_both_buckets(): void
    {
        config(['filesystems.disks.s3.url' => 'https://cdn.example']);
        $signed = (string) Origin::of(PrivateMedia::signedUrl('x.ts', 'video/mp2t'));

        $policy = (string) $this->get('/')->headers->get('Content-Security-Policy');

        foreach (['img-src', 'media-src', 'connect-src'] as $directive) {
            $this->assertMatchesRegularExpression('#(^|; )'.$directive.' [^;]*'.preg_quote($signed, '#').'( |;|$)#', $policy, $directive);
            $this->assertMatchesRegularExpression('#(^|; )'.$directive.' [^;]*https://cdn\.example( |;|$)#', $policy, $directive);
        }
    }

    public function test_without_a_cdn_the_policy_names_the_bucket_endpoint(): void
    {
        // As in production: the buckets themselves, not a folder of them.
        config(['filesystems.disks.s3.root' => null, 'filesystems.disks.s3-private.root' => null]);
        Storage::forgetDisk(['s3', 's3-private']);

        $policy = (string) $this->get('/')->assertOk()->headers->get('Content-Security-Policy');

        $this->assertStringContainsString('img-src \'self\' '.Origin::of((string) config('filesystems.disks.s3.endpoint')), $policy);
    }

    public function test_a_private_video_plays_with_every_reference_resolved_through_the_media_route(): void
    {
        $this->requireRunningStore();
        $video = $this->uploadedVideo(Visibility::Unlisted);
        $this->actingAs(Channel::factory()->create()->user);

        $master = $this->get((string) $video->hls_url)
            ->assertOk()
            ->assertHeader('Content-Type', 'application/vnd.apple.mpegurl')
            ->assertHeader('X-Content-Type-Options', 'nosniff');
        $this->assertSame(self::MASTER, $master->getContent());

        $rendition = self::resolve((string) $video->hls_url, '240p/index.m3u8');
        $this->assertSame(self::RENDITION, $this->get($rendition)->assertOk()->getContent());

        foreach (['segment_0.ts' => 'segment 0', 'segment_1.ts' => 'segment 1'] as $name => $bytes) {
            $this->assertSame($bytes, $this->getMedia(self::resolve($rendition, $name))->assertOk()->assertHeader('Content-Type', 'video/mp2t')->getContent());
        }

        $cues = "/media/videos/{$video->public_id}/storyboard.vtt";
        $this->get($cues)->assertOk()->assertHeader('Content-Type', 'text/vtt; charset=UTF-8');
        $this->getMedia(self::resolve($cues, 'storyboard.jpg'))->assertOk()->assertHeader('Content-Type', 'image/jpeg');
    }

    public function test_a_missing_file_is_not_found_at_the_store(): void
    {
        $this->requireRunningStore();
        $video = $this->uploadedVideo(Visibility::Private);
        $this->actingAs($this->owner);

        $this->getMedia("/media/videos/{$video->public_id}/hls/240p/segment_9.ts")->assertNotFound();
        $this->get("/media/videos/{$video->public_id}/hls/360p/index.m3u8")->assertNotFound();
    }

    private function requireRunningStore(): void
    {
        if (! $this->storeIsRunning) {
            $this->markTestSkipped('Needs the object store that scripts/phpunit-s3.sh starts.');
        }
    }

    /**
     * A processed upload; its files are stored only where a store is running.
     */
    private function uploadedVideo(Visibility $visibility): Video
    {
        $video = Video::factory()->for($this->owner->channel)->make(['visibility' => $visibility, 'status' => VideoStatus::Ready, 'published_at' => Carbon::now()]);
        $video->media_private = $visibility !== Visibility::Public;
        $directory = 'videos/'.$video->public_id;
        $video->fill(['hls_path' => "{$directory}/hls/master.m3u8", 'thumbnail_path' => "{$directory}/thumbnails/1.jpg"])->save();

        if ($this->storeIsRunning) {
            $disk = $video->media_private ? PrivateMedia::disk() : PublicMedia::disk();
            foreach ([
                'hls/master.m3u8' => self::MASTER,
                'hls/240p/index.m3u8' => self::RENDITION,
                'hls/240p/segment_0.ts' => 'segment 0',
                'hls/240p/segment_1.ts' => 'segment 1',
                'thumbnails/1.jpg' => 'jpg',
                'storyboard.vtt' => "WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nstoryboard.jpg#xywh=0,0,160,90\n",
                'storyboard.jpg' => 'jpg',
            ] as $file => $bytes) {
                $disk->put("{$directory}/{$file}", $bytes);
            }
        }

        return $video;
    }

    /**
     * A reference in a playlist, resolved against the playlist's URL as a player does.
     */
    private static function resolve(string $playlist, string $reference): string
    {
        return Str::beforeLast($playlist, '/').'/'.$reference;
    }
}

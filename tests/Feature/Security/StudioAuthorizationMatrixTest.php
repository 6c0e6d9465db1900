<?php

namespace Tests\Feature\Security;

use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Media\VideoMedia;
use App\Models\Channel;
use App\Models\Comment;
use App\Models\Upload;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Routing\Route;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Route as Router;
use Illuminate\Support\Facades\Storage;
use Illuminate\Testing\TestResponse;
use Tests\Feature\Uploads\SendsTusRequests;
use Tests\TestCase;

/**
 * Every studio route, every upload endpoint and the private media route, as a guest, a viewer
 * without a channel, another creator and the owner, on the owner's public, unlisted and
 * private videos. Each request runs in a savepoint of its own, so a delete does not spoil
 * the next cell. Prints the matrix it checked.
 */
class StudioAuthorizationMatrixTest extends TestCase
{
    use RefreshDatabase, SendsTusRequests;

    private const ROLES = ['guest', 'viewer', 'other creator', 'owner'];

    private const VISIBILITIES = ['public', 'unlisted', 'private'];

    public function test_only_the_owner_reaches_their_studio_uploads_and_private_media(): void
    {
        $this->freshMediaDisks();
        Queue::fake();
        $owner = Channel::factory()->create()->user;
        $users = [
            'guest' => null,
            'viewer' => User::factory()->create(),
            'other creator' => Channel::factory()->create()->user,
            'owner' => $owner,
        ];
        $videos = [];
        $comments = [];
        foreach (self::VISIBILITIES as $visibility) {
            $videos[$visibility] = $this->uploadedVideo($owner, Visibility::from($visibility));
            $comments[$visibility] = Comment::factory()->create(['commentable_id' => $videos[$visibility]->id]);
        }
        $upload = Upload::query()->create(['user_id' => $owner->id, 'video_id' => $videos['private']->id, 'kind' => 'video', 'upload_length' => 100, 'metadata' => []]);
        Storage::disk(Upload::DISK)->put($upload->path, '');

        $lines = [];
        $wrong = [];
        foreach ($this->checkedRoutes() as $route) {
            $method = $route->methods()[0];
            $cells = [];
            foreach (self::ROLES as $role) {
                $outcomes = [];
                foreach (self::VISIBILITIES as $visibility) {
                    $video = $videos[$visibility];
                    $comment = $comments[$visibility];
                    $uri = '/'.strtr($route->uri(), [
                        '{video}' => $video->public_id,
                        '{comment}' => (string) $comment->id,
                        '{upload}' => $upload->public_key,
                        '{path}' => 'hls/master.m3u8',
                        '{language}' => 'en',
                    ]);

                    DB::beginTransaction();
                    $this->app['auth']->forgetGuards();
                    $user = $users[$role];
                    $before = $this->ownersRows($owner);
                    $response = ($user ? $this->actingAs($user) : $this)->callAs($method, $uri, $route, $video, $comment);
                    $changed = $role !== 'owner' && $this->ownersRows($owner) !== $before;
                    DB::rollBack();

                    $outcome = $this->outcome($response);
                    $expected = $this->expected($route, $role, $visibility);
                    $outcomes[] = $outcome === $expected ? $outcome : strtoupper($outcome);
                    if ($outcome !== $expected) {
                        $wrong[] = "{$role} {$method} {$uri} ({$visibility}): {$outcome}, expected {$expected} (status {$response->getStatusCode()})";
                    }
                    if ($changed) {
                        $wrong[] = "{$role} {$method} {$uri} ({$visibility}): changed the owner's videos or comments";
                    }
                }
                $cells[] = sprintf('%-14s %-11s', $role.':', count(array_unique($outcomes)) === 1 ? $outcomes[0] : implode('/', $outcomes));
            }
            $lines[] = sprintf('%-7s %-30s %s', $method, $route->uri(), implode(' ', $cells));
        }

        fwrite(STDERR, "\nStudio authorization matrix (one outcome, or public/unlisted/private when they differ):\n".implode("\n", $lines)."\n");
        $this->assertGreaterThanOrEqual(14, count($lines));
        $this->assertSame([], $wrong);
    }

    /**
     * @return list<Route>
     */
    private function checkedRoutes(): array
    {
        return array_values(array_filter(
            Router::getRoutes()->getRoutes(),
            fn (Route $route) => str_starts_with((string) $route->getName(), 'studio.') || $route->getName() === 'media.video',
        ));
    }

    private function callAs(string $method, string $uri, Route $route, Video $video, Comment $comment): TestResponse
    {
        if (str_starts_with((string) $route->getName(), 'studio.uploads.')) {
            return $this->tus($method, $uri, [
                'Accept' => 'application/json',
                'Upload-Length' => '10',
                'Upload-Offset' => '0',
                'Content-Type' => $method === 'PATCH' ? 'application/offset+octet-stream' : null,
            ], $method === 'PATCH' ? 'x' : null);
        }

        $payload = match ($route->getName()) {
            'studio.videos.update' => ['title' => 'Renamed', 'visibility' => 'private'],
            'studio.videos.bulk' => ['action' => 'visibility', 'visibility' => 'private', 'videos' => [$video->public_id]],
            'studio.customization.update' => ['name' => 'Renamed', 'description' => 'New description', 'featured_video_id' => null],
            'studio.customization.handle' => ['handle' => 'a-free-handle'],
            'studio.comments.bulk' => ['action' => 'delete', 'comments' => [$comment->id]],
            'studio.comments.reply' => ['body' => 'Thanks for watching'],
            'studio.videos.captions.store' => ['language' => 'de', 'file' => UploadedFile::fake()->createWithContent('de.vtt', "WEBVTT\n")],
            default => [],
        };

        return $this->call($method, $uri, $payload);
    }

    private function outcome(TestResponse $response): string
    {
        $status = $response->getStatusCode();
        $location = (string) $response->headers->get('Location');

        return match (true) {
            $status === 401, $location === route('login') => 'login',
            $location === route('create-channel') => 'channel',
            $location === route('verification.notice') => 'verify',
            $status === 404 => '404',
            $status === 403 => '403',
            $status >= 500 => '5xx',
            default => 'ok',
        };
    }

    private function expected(Route $route, string $role, string $visibility): string
    {
        if ($route->getName() === 'media.video') {
            // Public media is static: the route redirects there, and serves private and
            // unlisted media itself.
            return match (true) {
                $visibility === 'public' => 'ok',
                $visibility === 'unlisted' => 'ok',
                $role === 'owner' => 'ok',
                default => '404',
            };
        }

        $ownsTheTarget = array_intersect(['video', 'upload', 'comment'], $route->parameterNames()) !== []
            || in_array($route->getName(), ['studio.videos.bulk', 'studio.comments.bulk'], true);

        return match ($role) {
            'guest' => 'login',
            'viewer' => 'channel',
            'other creator' => $ownsTheTarget ? '404' : 'ok',
            'owner' => 'ok',
        };
    }

    /**
     * What a refused request must leave as it was: the videos, their comments and caption tracks, every column.
     */
    private function ownersRows(User $owner): string
    {
        $videos = DB::table('videos')->where('channel_id', $owner->channel?->id)->orderBy('id');

        return $videos->get()->toJson()
            .DB::table('comments')->whereIn('commentable_id', $videos->clone()->select('id'))->orderBy('id')->get()->toJson()
            .DB::table('video_captions')->whereIn('video_id', $videos->clone()->select('id'))->orderBy('id')->get()->toJson();
    }

    private function uploadedVideo(User $owner, Visibility $visibility): Video
    {
        $video = Video::factory()->for($owner->channel)->make(['visibility' => $visibility, 'status' => VideoStatus::Ready]);
        $video->media_private = $visibility !== Visibility::Public;
        $directory = 'videos/'.$video->public_id;
        $video->fill(['hls_path' => "{$directory}/hls/master.m3u8", 'original_path' => null])->save();
        VideoMedia::disk($video)->put("{$directory}/hls/master.m3u8", '#EXTM3U');
        VideoMedia::disk($video)->put("{$directory}/captions/en.vtt", "WEBVTT\n");
        $video->captions()->create(['language' => 'en', 'label' => 'English', 'path' => "{$directory}/captions/en.vtt"]);

        return $video;
    }
}

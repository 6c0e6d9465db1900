<?php

namespace Tests\Feature\Platform;

use App\Models\Comment;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/** Whatever a visitor types into the address bar, the public pages answer without a server error. */
class OddQueryStringsTest extends TestCase
{
    use RefreshDatabase;

    public function test_odd_query_strings_never_end_in_a_server_error(): void
    {
        $video = Video::factory()->create();
        $comment = Comment::factory()->create(['commentable_id' => $video->id]);
        $handle = $video->channel->handle;
        $odd = ['abc', '-1', '0', '99999999999999999999', '%00', "'", '1e9', '%F0%28%8C%28'];

        $paths = [];
        foreach ($odd as $value) {
            array_push(
                $paths,
                "/?page={$value}&videos_page={$value}&category={$value}",
                "/?category[]={$value}",
                "/trending?tab={$value}",
                "/trending?tab[]={$value}",
                "/news?tab={$value}&videos_page={$value}",
                "/music?videos_page={$value}",
                "/gaming?category={$value}&videos_page={$value}",
                "/search?q={$value}&page={$value}&videos_page={$value}",
                "/search?q[]={$value}",
                "/channel/{$value}",
                "/channel/@{$handle}?tab={$value}&videos_page={$value}",
                "/channel/@{$handle}?tab[]={$value}",
                "/watch?v={$video->public_id}&sort={$value}&comments_page={$value}",
                "/watch?v={$video->public_id}&sort[]={$value}&comments_page[]={$value}",
                "/watch?v={$value}",
                "/comments/{$comment->id}/replies?page={$value}",
                "/comments/{$comment->id}/replies?page[]={$value}",
                "/reset-password/token?email={$value}",
                "/reset-password/token?email[]={$value}",
                "/reset-password/{$value}",
            );
        }

        $failed = [];
        foreach ([null, User::factory()->create()] as $viewer) {
            $this->app['auth']->forgetGuards();
            foreach ($paths as $path) {
                $status = ($viewer ? $this->actingAs($viewer)->get($path) : $this->get($path))->getStatusCode();
                if ($status >= 500) {
                    $failed[] = "{$path} answered {$status}";
                }
            }
        }

        $this->assertSame([], $failed);
    }
}

<?php

namespace Tests\Feature\Watch;

use App\Models\Channel;
use App\Models\Comment;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

/**
 * A private video's page and every endpoint around it answer as if it did not exist
 * (404, never 403), so nobody learns that a hidden video is there.
 */
class HiddenVideoTest extends TestCase
{
    use RefreshDatabase;

    public function test_every_endpoint_of_a_private_video_answers_not_found_to_everyone_but_its_owner(): void
    {
        $video = Video::factory()->private()->create();
        $comment = Comment::factory()->create(['commentable_id' => $video->id]);
        $visitors = [
            'guest' => null,
            'viewer' => User::factory()->create(),
            'another creator' => User::factory()->has(Channel::factory())->create(),
        ];

        foreach ($visitors as $role => $user) {
            foreach ($this->endpoints($video, $comment) as [$method, $url, $data, $forGuests]) {
                if ($user === null && ! $forGuests) {
                    continue;
                }

                $this->app['auth']->forgetGuards();
                $as = $user === null ? $this : $this->actingAs($user);

                $this->assertSame(404, $as->json($method, $url, $data)->status(), "{$role}: {$method} {$url} as JSON");
                $page = $as->call($method, $url, $data);
                $this->assertSame(404, $page->status(), "{$role}: {$method} {$url}");
                $page->assertInertia(fn (Assert $page) => $page->component('Error')->where('status', 404));
            }
        }
    }

    public function test_the_owner_reaches_every_endpoint_of_their_private_video(): void
    {
        $video = Video::factory()->private()->create();
        $comment = Comment::factory()->create(['commentable_id' => $video->id]);
        $owner = $video->channel->user;

        foreach ($this->endpoints($video, $comment) as [$method, $url, $data]) {
            $status = $this->actingAs($owner)->json($method, $url, $data)->status();

            $this->assertContains($status, [200, 201, 204, 302], "{$method} {$url} answered {$status}");
        }
    }

    /**
     * @return list<array{string, string, array<string, mixed>, bool}> method, URL, data, open to guests
     */
    private function endpoints(Video $video, Comment $comment): array
    {
        return [
            ['GET', "/watch?v={$video->public_id}", [], true],
            ['POST', "/videos/{$video->public_id}/progress", ['position' => 1], true],
            ['GET', "/comments/{$comment->id}/replies", [], true],
            ['POST', "/videos/{$video->public_id}/reaction", ['type' => 'like'], false],
            ['DELETE', "/videos/{$video->public_id}/reaction", [], false],
            ['POST', "/videos/{$video->public_id}/comments", ['body' => 'Hello'], false],
            ['POST', "/comments/{$comment->id}/reaction", ['type' => 'like'], false],
            ['DELETE', "/comments/{$comment->id}/reaction", [], false],
        ];
    }
}

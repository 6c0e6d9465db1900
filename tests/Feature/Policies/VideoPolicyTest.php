<?php

namespace Tests\Feature\Policies;

use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Gate;
use Tests\TestCase;

class VideoPolicyTest extends TestCase
{
    use RefreshDatabase;

    public function test_public_and_unlisted_videos_are_seen_by_everyone(): void
    {
        foreach (['public' => Video::factory()->create(), 'unlisted' => Video::factory()->unlisted()->create()] as $kind => $video) {
            foreach ($this->visitorsOf($video) as $role => $user) {
                $this->assertTrue(Gate::forUser($user)->allows('view', $video), "{$role} should see a {$kind} video");
            }
        }
    }

    public function test_private_and_unready_videos_are_seen_by_their_owner_alone_and_not_found_by_anyone_else(): void
    {
        $videos = [
            'private' => Video::factory()->private()->create(),
            'processing' => Video::factory()->processing()->create(),
            'failed' => Video::factory()->failed()->create(),
            'scheduled' => Video::factory()->scheduled()->create(),
        ];

        foreach ($videos as $kind => $video) {
            foreach ($this->visitorsOf($video) as $role => $user) {
                $response = Gate::forUser($user)->inspect('view', $video);

                if ($role === 'owner') {
                    $this->assertTrue($response->allowed(), "the owner should see a {$kind} video");
                } else {
                    $this->assertTrue($response->denied(), "{$role} should not see a {$kind} video");
                    $this->assertSame(404, $response->status(), "{$role} should be told a {$kind} video does not exist");
                }
            }
        }
    }

    public function test_only_the_owner_may_update_or_delete_a_video(): void
    {
        $video = Video::factory()->create();

        foreach ($this->visitorsOf($video) as $role => $user) {
            foreach (['update', 'delete'] as $ability) {
                $this->assertSame($role === 'owner', Gate::forUser($user)->allows($ability, $video), "{$role} {$ability}");
            }
        }
    }

    /**
     * @return array<string, User|null>
     */
    private function visitorsOf(Video $video): array
    {
        return [
            'guest' => null,
            'viewer' => User::factory()->create(),
            'owner' => $video->channel->user,
            'another creator' => User::factory()->has(Channel::factory())->create(),
        ];
    }
}

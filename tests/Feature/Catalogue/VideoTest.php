<?php

namespace Tests\Feature\Catalogue;

use App\Enums\VideoKind;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Gate;
use Tests\TestCase;

class VideoTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_new_video_gets_an_eleven_character_url_safe_public_id_used_as_route_key(): void
    {
        $videos = Video::factory()->count(40)->for(Channel::factory())->create(['public_id' => null]);

        foreach ($videos as $video) {
            $this->assertMatchesRegularExpression('/^[A-Za-z0-9_-]{11}$/', $video->public_id);
        }
        $this->assertCount(40, $videos->pluck('public_id')->unique());
        $this->assertSame($videos[0]->public_id, $videos[0]->getRouteKey());
    }

    public function test_public_ids_are_unique_in_the_database(): void
    {
        $video = Video::factory()->create();

        $this->expectException(\Illuminate\Database\UniqueConstraintViolationException::class);
        Video::factory()->create(['public_id' => $video->public_id]);
    }

    public function test_published_keeps_only_ready_public_videos_already_published(): void
    {
        $channel = Channel::factory()->create();
        $shown = Video::factory()->for($channel)->create();
        Video::factory()->for($channel)->private()->create();
        Video::factory()->for($channel)->unlisted()->create();
        Video::factory()->for($channel)->processing()->create();
        Video::factory()->for($channel)->failed()->create();
        Video::factory()->for($channel)->scheduled()->create();

        $this->assertEquals([$shown->id], Video::query()->published()->pluck('id')->all());
    }

    public function test_visible_to_shows_the_owner_their_own_private_and_unlisted_videos_only(): void
    {
        $owner = User::factory()->create();
        $channel = Channel::factory()->for($owner)->create();
        $public = Video::factory()->for($channel)->create();
        $private = Video::factory()->for($channel)->private()->create();
        $unlisted = Video::factory()->for($channel)->unlisted()->create();
        $othersPrivate = Video::factory()->private()->create();
        $othersPublic = Video::factory()->create();

        $forOwner = Video::query()->visibleTo($owner)->pluck('id')->all();
        $forStranger = Video::query()->visibleTo(User::factory()->create())->pluck('id')->all();
        $forGuest = Video::query()->visibleTo(null)->pluck('id')->all();

        $this->assertEqualsCanonicalizing([$public->id, $private->id, $unlisted->id, $othersPublic->id], $forOwner);
        $this->assertNotContains($othersPrivate->id, $forOwner);
        $this->assertEqualsCanonicalizing([$public->id, $othersPublic->id], $forStranger);
        $this->assertEqualsCanonicalizing([$public->id, $othersPublic->id], $forGuest);
    }

    public function test_policy_lets_anyone_with_the_link_view_public_and_unlisted_videos(): void
    {
        $this->assertTrue(Gate::forUser(null)->allows('view', Video::factory()->create()));
        $this->assertTrue(Gate::forUser(null)->allows('view', Video::factory()->unlisted()->create()));
        $this->assertTrue(Gate::forUser(User::factory()->create())->allows('view', Video::factory()->unlisted()->create()));
    }

    public function test_policy_shows_private_and_unfinished_videos_to_their_owner_alone(): void
    {
        $owner = User::factory()->create();
        $channel = Channel::factory()->for($owner)->create();

        foreach ([
            Video::factory()->for($channel)->private()->create(),
            Video::factory()->for($channel)->processing()->create(),
            Video::factory()->for($channel)->scheduled()->create(),
        ] as $video) {
            $this->assertTrue(Gate::forUser($owner)->allows('view', $video));
            $this->assertFalse(Gate::forUser(User::factory()->create())->allows('view', $video));
            $this->assertFalse(Gate::forUser(null)->allows('view', $video));
        }
    }

    public function test_only_the_owner_may_update_or_delete_a_video(): void
    {
        $owner = User::factory()->create();
        $video = Video::factory()->for(Channel::factory()->for($owner))->create();
        $stranger = User::factory()->create();

        $this->assertTrue(Gate::forUser($owner)->allows('update', $video));
        $this->assertTrue(Gate::forUser($owner)->allows('delete', $video));
        $this->assertFalse(Gate::forUser($stranger)->allows('update', $video));
        $this->assertFalse(Gate::forUser($stranger)->allows('delete', $video));
    }

    public function test_factory_states_make_vertical_blips_and_live_streams(): void
    {
        $blip = Video::factory()->blip()->create();
        $live = Video::factory()->live()->create();

        $this->assertSame(VideoKind::Short, $blip->kind);
        $this->assertGreaterThan($blip->width, $blip->height);
        $this->assertSame(VideoKind::Live, $live->kind);
        $this->assertNotNull($live->live_viewers);
        $this->assertSame(
            [$blip->id],
            Video::query()->ofKind(VideoKind::Short)->pluck('id')->all(),
        );
    }

    public function test_lazy_loading_a_relation_is_an_error_outside_production(): void
    {
        // Laravel lets a lone model lazy load; the N+1 risk starts with a list.
        Video::factory()->count(2)->create();

        $this->expectException(\Illuminate\Database\LazyLoadingViolationException::class);
        Video::query()->get()->each(fn (Video $video) => $video->channel);
    }
}

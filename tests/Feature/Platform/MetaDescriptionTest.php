<?php

namespace Tests\Feature\Platform;

use App\Models\Channel;
use App\Models\Video;
use App\Support\MetaDescription;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class MetaDescriptionTest extends TestCase
{
    use RefreshDatabase;

    private const SITE = 'Watch videos, blips and live streams from independent creators, subscribe to the channels you like, and run your own from the studio.';

    public function test_every_page_describes_the_site_in_its_first_response(): void
    {
        $this->get('/')
            ->assertOk()
            ->assertSee('<meta name="description" content="'.self::SITE.'" data-inertia="description">', false)
            ->assertInertia(fn (Assert $page) => $page->where('metaDescription', self::SITE));

        $this->get('/blips')->assertSee('<meta name="description" content="'.self::SITE.'"', false);
    }

    public function test_the_description_speaks_the_pages_language(): void
    {
        $this->withHeader('Accept-Language', 'ja')->get('/')
            ->assertSee('<meta name="description" content="インディペンデントなクリエイターの動画', false);
    }

    public function test_a_watch_page_is_described_by_its_video_on_one_line_and_cut_to_length(): void
    {
        $video = Video::factory()->create([
            'description' => "A \"quoted\" <tour>\n\n  of the harbour at dawn. ".str_repeat('More words. ', 30),
        ]);

        $response = $this->get("/watch?v={$video->public_id}")->assertOk();

        $expected = MetaDescription::of($video->description);
        $this->assertStringStartsWith('A "quoted" <tour> of the harbour at dawn. More words.', $expected);
        $this->assertStringEndsWith('…', $expected);
        $this->assertLessThanOrEqual(MetaDescription::MAX_WIDTH, mb_strwidth($expected));
        $response->assertSee('<meta name="description" content="'.e($expected).'" data-inertia="description">', false)
            ->assertInertia(fn (Assert $page) => $page->where('metaDescription', $expected));
    }

    public function test_a_video_or_channel_without_a_description_gets_the_sites(): void
    {
        $video = Video::factory()->create(['description' => '  ']);
        $channel = Channel::factory()->create(['description' => null]);

        $this->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('metaDescription', self::SITE));
        $this->get("/channel/@{$channel->handle}")
            ->assertInertia(fn (Assert $page) => $page->where('metaDescription', self::SITE));
    }

    public function test_a_channel_page_is_described_by_its_channel_on_later_visits_too(): void
    {
        $channel = Channel::factory()->create(['description' => 'Fractals, zoomed slowly.']);

        $this->get("/channel/@{$channel->handle}")
            ->assertSee('<meta name="description" content="Fractals, zoomed slowly." data-inertia="description">', false);
        // The client writes the element itself from an Inertia visit's prop.
        $this->inertiaVisit("/channel/@{$channel->handle}")
            ->assertJsonPath('props.metaDescription', 'Fractals, zoomed slowly.');
    }
}

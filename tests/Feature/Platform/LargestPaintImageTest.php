<?php

namespace Tests\Feature\Platform;

use App\Models\Channel;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class LargestPaintImageTest extends TestCase
{
    use RefreshDatabase;

    private function preload(string $url): string
    {
        return '<link rel="preload" as="image" href="'.e($url).'" fetchpriority="high">';
    }

    public function test_home_preloads_its_first_featured_thumbnail(): void
    {
        Video::factory()->count(4)->create();
        $first = $this->get('/')->inertiaPage()['props']['featured'][0];

        $this->get('/')->assertSee($this->preload($first['thumbnail']), false);
    }

    public function test_a_watch_page_preloads_its_poster_and_the_blips_feed_its_first(): void
    {
        $video = Video::factory()->create();
        $blip = Video::factory()->blip()->create();

        $this->get("/watch?v={$video->public_id}")->assertSee($this->preload((string) $video->thumbnail_url), false);
        $this->get("/blips?v={$blip->public_id}")->assertSee($this->preload((string) $blip->thumbnail_url), false);
    }

    public function test_the_studio_content_page_preloads_its_first_row_s_thumbnail(): void
    {
        $channel = Channel::factory()->create();
        Video::factory()->count(2)->for($channel)->create();
        $this->actingAs($channel->user);
        $first = $this->get('/studio/content')->inertiaPage()['props']['videos']['data'][0];

        $this->get('/studio/content')->assertSee($this->preload($first['thumbnail']), false);
    }

    public function test_a_channel_preloads_its_first_video_s_thumbnail_or_on_its_home_tab_the_spotlight_s(): void
    {
        $channel = Channel::factory()->create();
        Video::factory()->count(3)->for($channel)->create();
        $url = "/channel/@{$channel->handle}";

        $first = $this->get($url)->inertiaPage()['props']['videos']['data'][0];
        $this->get($url)->assertSee($this->preload($first['thumbnail']), false);

        $spotlight = $this->get("{$url}?tab=home")->inertiaPage()['props']['home']['featured'];
        $this->get("{$url}?tab=home")->assertSee($this->preload($spotlight['thumbnail']), false);
    }

    public function test_other_pages_and_an_empty_home_preload_nothing(): void
    {
        $this->get('/')->assertDontSee('rel="preload" as="image"', false);
        $this->get('/login')->assertDontSee('rel="preload" as="image"', false);
    }
}

<?php

namespace Tests\Feature\Help;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;
use Tighten\Ziggy\Ziggy;

class ComingSoonPagesTest extends TestCase
{
    use RefreshDatabase;

    /**
     * @return array<string, array{string, string}>
     */
    public static function pages(): array
    {
        return [
            'Fashion and beauty' => ['/fashion', 'Fashion & Beauty'],
            'Podcast' => ['/podcasts', 'Podcasts'],
            'Store' => ['/store', 'Store'],
            'Parental control' => ['/parental-control', 'Parental control'],
        ];
    }

    #[DataProvider('pages')]
    public function test_a_page_still_to_come_says_so_inside_the_frame(string $path, string $title): void
    {
        foreach ([null, User::factory()->create()] as $viewer) {
            ($viewer ? $this->actingAs($viewer) : $this)->get($path)
                ->assertOk()
                ->assertInertia(fn (Assert $page) => $page
                    ->component('ComingSoon')
                    ->where('title', $title)
                    ->where('badge', 'Coming soon')
                    ->whereType('body', 'string')
                    ->has('link'));
        }
    }

    public function test_the_ways_on_lead_to_pages_the_client_can_name(): void
    {
        $sent = array_keys((new Ziggy)->toArray()['routes']);

        foreach (self::pages() as [$path]) {
            $link = $this->get($path)->inertiaPage()['props']['link'];
            if ($link === null) {
                continue;
            }
            $this->assertContains($link['route'], $sent, $path);
            $this->get(route($link['route'], $link['params']))->assertOk();
        }

        $this->get('/fashion')->assertInertia(fn (Assert $page) => $page
            ->where('link', ['route' => 'trending', 'params' => ['tab' => 'fashion'], 'label' => 'Fashion & Beauty on Trending']));
    }

    public function test_the_placeholder_routes_are_sent_to_the_pages(): void
    {
        $sent = array_keys((new Ziggy)->toArray()['routes']);

        foreach (['fashion', 'podcasts', 'store', 'parental-control', 'help', 'feedback', 'feedback.store'] as $name) {
            $this->assertContains($name, $sent);
        }
    }
}

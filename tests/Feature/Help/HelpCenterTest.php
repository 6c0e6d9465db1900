<?php

namespace Tests\Feature\Help;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;
use Tighten\Ziggy\Ziggy;

class HelpCenterTest extends TestCase
{
    use RefreshDatabase;

    public function test_the_help_centre_lists_the_five_categories_and_seven_articles(): void
    {
        foreach ([null, User::factory()->create()] as $viewer) {
            ($viewer ? $this->actingAs($viewer) : $this)->get('/help')
                ->assertOk()
                ->assertInertia(fn (Assert $page) => $page
                    ->component('Help/Index')
                    ->where('category', 'all')
                    ->where('categories', [
                        ['value' => 'all', 'label' => 'All'],
                        ['value' => 'account', 'label' => 'Account & Settings'],
                        ['value' => 'playback', 'label' => 'Videos & Playback'],
                        ['value' => 'creators', 'label' => 'Creator Support'],
                        ['value' => 'policy', 'label' => 'Policy & Safety'],
                        ['value' => 'billing', 'label' => 'Billing & Payments'],
                    ])
                    ->has('articles', 7)
                    ->has('articles.0', fn (Assert $article) => $article->hasAll(['id', 'question', 'answer', 'category', 'link'])));
        }
    }

    public function test_every_category_has_an_article_and_every_article_a_known_category(): void
    {
        $page = $this->get('/help')->inertiaPage()['props'];
        $categories = array_column($page['categories'], 'value');
        $used = array_unique(array_column($page['articles'], 'category'));

        $this->assertSame([], array_diff($used, $categories));
        $this->assertSame([], array_diff(array_slice($categories, 1), $used));
        $this->assertCount(7, array_unique(array_column($page['articles'], 'id')));
    }

    public function test_the_answers_give_the_spec_s_figures(): void
    {
        $answers = $this->articlesById();

        $this->assertSame(
            'A channel can be monetised once it has at least 1,000 subscribers and 4,000 hours of watch time in the last 12 months. The Analytics page of your studio shows how close your channel is to both.',
            $answers['monetisation']['answer'],
        );
        $this->assertSame('How do I upload videos longer than 15 minutes?', $answers['longer-videos']['question']);
        $this->assertStringContainsString('each video can be up to 15 minutes long', $answers['longer-videos']['answer']);
        $this->assertStringContainsString('we text a one-time code to your phone', $answers['longer-videos']['answer']);
        $this->assertStringContainsString('one upload can be up to 4 GB, and blips up to 3 minutes long', $answers['longer-videos']['answer']);
    }

    public function test_the_limits_come_from_the_upload_configuration(): void
    {
        config([
            'uploads.max_unverified_video_seconds' => 20 * 60,
            'uploads.max_size' => 2 * 1024 ** 3,
            'uploads.max_short_seconds' => 60,
        ]);

        $answers = $this->articlesById();

        $this->assertSame('How do I upload videos longer than 20 minutes?', $answers['longer-videos']['question']);
        $this->assertStringContainsString('each video can be up to 20 minutes long', $answers['longer-videos']['answer']);
        $this->assertStringContainsString('one upload can be up to 2 GB, and blips up to 1 minute long', $answers['longer-videos']['answer']);
    }

    public function test_the_category_filter_comes_from_the_query_string(): void
    {
        $this->get('/help?category=billing')->assertInertia(fn (Assert $page) => $page->where('category', 'billing')->has('articles', 7));

        foreach (['/help?category=nope', '/help?category[]=billing', '/help?category=', '/help?category=%F0%28%8C%28'] as $odd) {
            $this->get($odd)->assertOk()->assertInertia(fn (Assert $page) => $page->where('category', 'all'));
        }
    }

    public function test_every_page_an_answer_links_to_is_sent_to_the_pages(): void
    {
        $sent = array_keys((new Ziggy)->toArray()['routes']);
        $links = array_filter(array_column($this->get('/help')->inertiaPage()['props']['articles'], 'link'));

        $this->assertNotEmpty($links);
        foreach ($links as $link) {
            $this->assertContains($link['route'], $sent);
            $this->get(route($link['route']))->assertOk();
        }
    }

    /**
     * @return array<string, array{question: string, answer: string}>
     */
    private function articlesById(): array
    {
        $articles = $this->get('/help')->inertiaPage()['props']['articles'];

        return array_column($articles, null, 'id');
    }
}

<?php

namespace Tests\Feature\Help;

use App\Models\Feedback;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

/**
 * The help centre, the pages still to come and Send feedback speak the visitor's language,
 * with the help's figures written the way that language writes numbers.
 */
class SupportPagesInOtherLanguagesTest extends TestCase
{
    use RefreshDatabase;

    public function test_the_help_centre_answers_in_german_with_german_numbers(): void
    {
        $articles = array_column($this->get('/help', ['Accept-Language' => 'de'])->inertiaPage()['props']['articles'], null, 'id');

        $this->assertSame('Wie lade ich Videos hoch, die länger als 15 Minuten sind?', $articles['longer-videos']['question']);
        $this->assertStringContainsString('mindestens 1.000 Abonnenten und 4.000 Stunden Wiedergabezeit', $articles['monetisation']['answer']);
        $this->assertStringContainsString('Blips dürfen bis zu 3 Minuten lang sein', $articles['longer-videos']['answer']);
    }

    public function test_the_help_centre_s_categories_and_links_in_japanese(): void
    {
        $this->get('/help', ['Accept-Language' => 'ja'])
            ->assertInertia(fn (Assert $page) => $page
                ->where('categories.0', ['value' => 'all', 'label' => 'すべて'])
                ->where('categories.3', ['value' => 'creators', 'label' => 'クリエイター サポート'])
                ->where('articles.5.link', ['route' => 'parental-control', 'label' => '保護者による使用制限で提供予定の機能'])
                ->where('translations.Help Center', 'ヘルプセンター'));
    }

    public function test_a_page_still_to_come_in_spanish(): void
    {
        $this->get('/store', ['Accept-Language' => 'es'])
            ->assertInertia(fn (Assert $page) => $page
                ->where('title', 'Tienda')
                ->where('badge', 'Próximamente')
                ->where('translations.Go to the home page', 'Ir a la página de inicio'));
    }

    public function test_feedback_moods_and_refusals_in_french(): void
    {
        $this->get('/feedback', ['Accept-Language' => 'fr'])
            ->assertInertia(fn (Assert $page) => $page->where('moods.2', ['value' => 'sad', 'label' => 'Insatisfait']));

        $this->post('/feedback', [], ['Accept-Language' => 'fr'])
            ->assertSessionHasErrors(['mood' => 'Dites-nous ce que vous pensez de Blipstream.']);
        $this->assertSame(0, Feedback::query()->count());
    }
}

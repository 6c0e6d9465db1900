<?php

namespace Tests\Feature\Localization;

use App\Http\Middleware\SetLocale;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class LocaleTest extends TestCase
{
    // The home page reads its featured videos for the first response.
    use RefreshDatabase;

    public function test_a_first_visit_speaks_the_browsers_language(): void
    {
        $this->get('/', ['Accept-Language' => 'ja-JP,ja;q=0.9,en;q=0.8'])
            ->assertInertia(fn (Assert $page) => $page
                ->where('locale', 'ja')
                ->where('translations.Home', 'ホーム'));
    }

    public function test_a_language_we_do_not_speak_falls_back_to_english_with_no_table(): void
    {
        $this->get('/', ['Accept-Language' => 'pt-BR,pt;q=0.9'])
            ->assertInertia(fn (Assert $page) => $page
                ->where('locale', 'en')
                ->where('translations', []));
    }

    /** The guest's settings write the cookie in the browser, so it travels unencrypted. */
    public function test_a_guests_chosen_language_wins_over_the_browsers(): void
    {
        $this->withUnencryptedCookie(SetLocale::COOKIE, 'de')
            ->get('/', ['Accept-Language' => 'ja'])
            ->assertInertia(fn (Assert $page) => $page->where('locale', 'de')->where('translations.Home', 'Startseite'));
    }

    public function test_an_unknown_or_malformed_cookie_is_ignored(): void
    {
        foreach (['xx', '../../etc', str_repeat('a', 5000)] as $value) {
            $this->withUnencryptedCookie(SetLocale::COOKIE, $value)
                ->get('/', ['Accept-Language' => 'fr'])
                ->assertOk()
                ->assertInertia(fn (Assert $page) => $page->where('locale', 'fr'));
        }
    }

    public function test_the_table_is_sent_once_per_language(): void
    {
        $this->inertiaVisit('/', ['Accept-Language' => 'es'])->assertJsonPath('props.translations.Home', 'Inicio');

        $this->inertiaVisit('/', ['Accept-Language' => 'es', 'X-Inertia-Except-Once-Props' => 'translations.es'])
            ->assertOk()
            ->assertJsonMissingPath('props.translations')
            ->assertJsonPath('onceProps', ['translations.es' => ['prop' => 'translations', 'expiresAt' => null]]);

        $this->inertiaVisit('/', ['Accept-Language' => 'fr', 'X-Inertia-Except-Once-Props' => 'translations.es'])
            ->assertJsonPath('props.translations.Home', 'Accueil');
    }
}

<?php

namespace Inertia\Tests;

use Illuminate\Support\Facades\Route;
use Inertia\Inertia;
use Inertia\Tests\Fixtures\HandleInertiaRequests;

class InertiaRequestTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    public function test_inertia_request_gets_the_page_object_as_json(): void
    {
        $this->inertiaRoute('get', '/inertia-test/events/{id}', fn (string $id) => Inertia::render('Event/Show', [
            'event' => ['id' => (int) $id],
        ]));

        $response = $this->get('/inertia-test/events/80', $this->inertiaHeaders());

        $response->assertOk()
            ->assertHeader('X-Inertia', 'true')
            ->assertHeader('Vary', 'X-Inertia')
            ->assertHeader('Content-Type', 'application/json');
        $this->assertSame([
            'component' => 'Event/Show',
            'props' => ['errors' => [], 'appName' => 'Blipstream', 'event' => ['id' => 80]],
            'url' => '/inertia-test/events/80',
            'version' => '',
            'sharedProps' => ['errors', 'appName'],
        ], $response->json());
    }

    public function test_vary_header_is_added_to_an_existing_vary_list_once(): void
    {
        $this->inertiaRoute('get', '/inertia-test/vary', fn () => response('ok')->setVary('Accept-Encoding'));

        $vary = $this->get('/inertia-test/vary', $this->inertiaHeaders())->headers->all('vary');

        $this->assertSame(['Accept-Encoding', 'X-Inertia'], $vary);
    }

    public function test_history_flags_are_left_out_unless_set(): void
    {
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));

        $page = $this->get('/inertia-test/page', $this->inertiaHeaders())->json();

        $this->assertArrayNotHasKey('encryptHistory', $page);
        $this->assertArrayNotHasKey('clearHistory', $page);
        $this->assertArrayNotHasKey('preserveFragment', $page);
        $this->assertArrayNotHasKey('flash', $page);
    }

    public function test_encrypt_history_sets_the_page_flag(): void
    {
        $this->inertiaRoute('get', '/inertia-test/page', function () {
            Inertia::encryptHistory();

            return Inertia::render('Page');
        });

        $this->get('/inertia-test/page', $this->inertiaHeaders())->assertJsonPath('encryptHistory', true);
    }

    public function test_encrypt_history_follows_the_config_default(): void
    {
        config(['inertia.history.encrypt' => true]);
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));

        $this->get('/inertia-test/page', $this->inertiaHeaders())->assertJsonPath('encryptHistory', true);
    }

    public function test_encrypt_middleware_alias_encrypts_the_routes_it_guards(): void
    {
        Route::middleware(['inertia.encrypt', HandleInertiaRequests::class])
            ->get('/inertia-test/secret', fn () => Inertia::render('Secret'));

        $this->get('/inertia-test/secret', $this->inertiaHeaders())->assertJsonPath('encryptHistory', true);
    }

    public function test_clear_history_is_sent_once_on_the_next_page(): void
    {
        $this->inertiaRoute('post', '/inertia-test/logout', function () {
            Inertia::clearHistory();

            return redirect('/inertia-test/page');
        });
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));

        $this->post('/inertia-test/logout', [], $this->inertiaHeaders())->assertRedirect('/inertia-test/page');

        $this->get('/inertia-test/page', $this->inertiaHeaders())->assertJsonPath('clearHistory', true);
        $this->assertArrayNotHasKey('clearHistory', $this->get('/inertia-test/page', $this->inertiaHeaders())->json());
    }

    public function test_flash_data_reaches_the_next_page_once(): void
    {
        $this->inertiaRoute('post', '/inertia-test/videos', function () {
            Inertia::flash('toast', 'Uploaded');

            return redirect('/inertia-test/page');
        });
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));

        $this->post('/inertia-test/videos', [], $this->inertiaHeaders());

        $this->get('/inertia-test/page', $this->inertiaHeaders())->assertJsonPath('flash', ['toast' => 'Uploaded']);
        $this->assertArrayNotHasKey('flash', $this->get('/inertia-test/page', $this->inertiaHeaders())->json());
    }

    public function test_flash_data_survives_a_second_redirect(): void
    {
        $this->inertiaRoute('post', '/inertia-test/videos', function () {
            Inertia::flash(['toast' => 'Uploaded']);

            return redirect('/inertia-test/hop');
        });
        $this->inertiaRoute('get', '/inertia-test/hop', fn () => redirect('/inertia-test/page'));
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));

        $this->post('/inertia-test/videos', [], $this->inertiaHeaders());
        $this->get('/inertia-test/hop', $this->inertiaHeaders())->assertRedirect('/inertia-test/page');

        $this->get('/inertia-test/page', $this->inertiaHeaders())->assertJsonPath('flash.toast', 'Uploaded');
    }

    public function test_response_flash_adds_to_the_page_it_renders(): void
    {
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page')->flash('highlight', 7));

        $this->get('/inertia-test/page', $this->inertiaHeaders())->assertJsonPath('flash.highlight', 7);
    }

    public function test_preserve_fragment_redirect_macro_sets_the_flag_on_the_next_page(): void
    {
        $this->inertiaRoute('post', '/inertia-test/comments', fn () => redirect('/inertia-test/page')->preserveFragment());
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));

        $this->post('/inertia-test/comments', [], $this->inertiaHeaders());

        $this->get('/inertia-test/page', $this->inertiaHeaders())->assertJsonPath('preserveFragment', true);
    }

    public function test_request_macro_tells_inertia_requests_apart(): void
    {
        $this->inertiaRoute('get', '/inertia-test/which', fn () => response(request()->inertia() ? 'inertia' : 'browser'));

        $this->assertSame('inertia', $this->get('/inertia-test/which', $this->inertiaHeaders())->getContent());
        $this->assertSame('browser', $this->get('/inertia-test/which')->getContent());
    }
}

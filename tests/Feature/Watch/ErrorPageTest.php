<?php

namespace Tests\Feature\Watch;

use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Route;
use Inertia\Testing\AssertableInertia as Assert;
use RuntimeException;
use Tests\TestCase;

class ErrorPageTest extends TestCase
{
    use RefreshDatabase;

    public function test_an_unknown_address_gets_the_styled_not_found_page(): void
    {
        $this->get('/no-such-page')
            ->assertNotFound()
            ->assertInertia(fn (Assert $page) => $page->component('Error')->where('status', 404));
    }

    public function test_a_forbidden_action_gets_the_styled_page(): void
    {
        Route::middleware('web')->get('/_test/forbidden', fn () => abort(403));

        $this->get('/_test/forbidden')
            ->assertForbidden()
            ->assertInertia(fn (Assert $page) => $page->component('Error')->where('status', 403));
    }

    public function test_server_errors_get_the_styled_page_without_details_when_debug_is_off(): void
    {
        config(['app.debug' => false]);
        Route::middleware('web')->get('/_test/broken', fn () => throw new RuntimeException('secret detail'));

        $this->get('/_test/broken')
            ->assertInternalServerError()
            ->assertDontSee('secret detail')
            ->assertInertia(fn (Assert $page) => $page->component('Error')->where('status', 500));
    }

    public function test_maintenance_mode_gets_the_styled_page(): void
    {
        config(['app.debug' => false]);
        Route::middleware('web')->get('/_test/down', fn () => abort(503));

        $this->get('/_test/down')
            ->assertServiceUnavailable()
            ->assertInertia(fn (Assert $page) => $page->component('Error')->where('status', 503));
    }

    public function test_json_clients_keep_json_errors(): void
    {
        $this->getJson('/no-such-page')->assertNotFound()->assertJsonStructure(['message']);
    }

    public function test_inertia_visits_get_the_error_page_as_an_inertia_response(): void
    {
        $version = (string) $this->get('/watch?v=AAAAAAAAAAA')->inertiaPage()['version'];

        $this->get('/watch?v=AAAAAAAAAAA', ['X-Inertia' => 'true', 'X-Inertia-Version' => $version])
            ->assertNotFound()
            ->assertHeader('X-Inertia', 'true')
            ->assertJsonPath('component', 'Error');
    }
}

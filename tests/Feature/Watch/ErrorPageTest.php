<?php

namespace Tests\Feature\Watch;

use App\Models\Channel;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Route;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
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

    /**
     * The frame (header, search, sidebar, account menu) needs the shared props, so a lost
     * visitor keeps it: an unknown address, a missing model, a refused route, each with the
     * visitor's session and language.
     *
     * @return array<string, array{string, int}>
     */
    public static function framedErrors(): array
    {
        return [
            'an unknown address' => ['/no-such-page/at/all', 404],
            'a missing video' => ['/watch?v=AAAAAAAAAAA', 404],
            'a missing video in a route binding' => ['/studio/videos/ZZZZZZZZZZZ/edit', 404],
            'a route a viewer may not open' => ['/moderation/reports', 403],
        ];
    }

    #[DataProvider('framedErrors')]
    public function test_errors_a_visitor_meets_carry_the_frames_shared_props(string $uri, int $status): void
    {
        $user = User::factory()->create();
        Channel::factory()->for($user)->create();

        $this->actingAs($user)->get($uri, ['Accept-Language' => 'ja'])
            ->assertStatus($status)
            ->assertInertia(fn (Assert $page) => $page
                ->component('Error')
                ->where('status', $status)
                ->where('name', config('app.name'))
                ->where('auth.user.id', $user->id)
                ->where('locale', 'ja')
                ->where('notifications.unread', 0)
                ->has('settings.appearance')
                ->has('translations.Search')
                ->has('flash'));
    }

    public function test_a_guest_on_an_unknown_address_gets_the_frames_props_too(): void
    {
        $this->get('/no-such-page')
            ->assertNotFound()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Error')
                ->where('auth.user', null)
                ->where('notifications', null)
                ->where('locale', 'en')
                ->has('settings.appearance'));
    }

    public function test_a_write_to_an_unknown_address_is_a_not_found_too(): void
    {
        foreach (['post', 'patch', 'delete'] as $method) {
            $this->{$method}('/no-such-page')->assertNotFound();
        }
        $this->patch('/studio/videos/not-an-id!')->assertNotFound();
    }

    public function test_a_known_address_asked_with_another_method_keeps_its_405(): void
    {
        $this->post('/trending')->assertMethodNotAllowed()->assertHeader('Allow', 'GET, HEAD');
        $this->get('/channels')->assertMethodNotAllowed()->assertHeader('Allow', 'POST');
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

    public function test_the_standalone_pages_name_the_app_for_the_logo_link_without_the_shared_props(): void
    {
        config(['app.debug' => false]);
        // Outside the web middleware, as maintenance mode answers before it.
        Route::get('/_test/down-early', fn () => abort(503));

        $this->get('/_test/down-early')
            ->assertServiceUnavailable()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Error')
                ->where('status', 503)
                ->where('name', config('app.name'))
                ->missing('auth'));
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

<?php

namespace Inertia\Tests;

use Illuminate\Support\Facades\Route;
use Illuminate\Support\MessageBag;
use Illuminate\Support\ViewErrorBag;
use Inertia\Inertia;
use Inertia\Response;
use Inertia\ResponseFactory;

class SharedPropsTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    private function errors(): ViewErrorBag
    {
        return (new ViewErrorBag)
            ->put('default', new MessageBag(['title' => ['The title is required.', 'The title is too short.']]))
            ->put('login', new MessageBag(['email' => ['These credentials do not match.']]));
    }

    public function test_shared_props_merge_under_page_props(): void
    {
        Inertia::share('site', 'Blipstream');
        Inertia::share(['user' => ['name' => 'Ada'], 'menu' => fn () => ['home']]);
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page', ['user' => ['name' => 'Bob']]));

        $page = $this->get('/inertia-test/page', $this->inertiaHeaders())->json();

        $this->assertSame('Blipstream', $page['props']['site']);
        $this->assertSame(['home'], $page['props']['menu']);
        $this->assertSame(['name' => 'Bob'], $page['props']['user']);
        $this->assertSame('Blipstream', $page['props']['appName']);
        $this->assertSame(['site', 'user', 'menu', 'errors', 'appName'], $page['sharedProps']);
    }

    public function test_shared_prop_keys_can_be_hidden(): void
    {
        config(['inertia.expose_shared_prop_keys' => false]);
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));

        $this->assertArrayNotHasKey('sharedProps', $this->get('/inertia-test/page', $this->inertiaHeaders())->json());
    }

    public function test_get_shared_and_flush_shared(): void
    {
        Inertia::share('auth.user', ['name' => 'Ada']);
        Inertia::share('flash', 'hi');

        $this->assertSame(['auth' => ['user' => ['name' => 'Ada']], 'flash' => 'hi'], Inertia::getShared());
        $this->assertSame('Ada', Inertia::getShared('auth.user.name'));
        $this->assertSame('none', Inertia::getShared('missing', 'none'));

        Inertia::flushShared();

        $this->assertSame([], Inertia::getShared());
    }

    public function test_validation_errors_are_shared_as_the_first_message_per_field(): void
    {
        $this->inertiaRoute('get', '/inertia-test/form', fn () => Inertia::render('Form'));

        $this->withSession(['errors' => $this->errors()])
            ->get('/inertia-test/form', $this->inertiaHeaders())
            ->assertJsonPath('props.errors', ['title' => 'The title is required.']);
    }

    public function test_validation_errors_nest_under_the_error_bag_the_client_names(): void
    {
        $this->inertiaRoute('get', '/inertia-test/form', fn () => Inertia::render('Form'));

        $this->withSession(['errors' => $this->errors()])
            ->get('/inertia-test/form', $this->inertiaHeaders(['X-Inertia-Error-Bag' => 'createVideo']))
            ->assertJsonPath('props.errors', ['createVideo' => ['title' => 'The title is required.']]);
    }

    public function test_named_error_bags_are_shared_by_name_without_a_default_bag(): void
    {
        $this->inertiaRoute('get', '/inertia-test/form', fn () => Inertia::render('Form'));
        $bags = (new ViewErrorBag)->put('login', new MessageBag(['email' => ['Wrong.']]));

        $this->withSession(['errors' => $bags])
            ->get('/inertia-test/form', $this->inertiaHeaders())
            ->assertJsonPath('props.errors', ['login' => ['email' => 'Wrong.']]);
    }

    public function test_validation_failure_redirects_back_with_errors_on_the_next_page(): void
    {
        $this->inertiaRoute('get', '/inertia-test/form', fn () => Inertia::render('Form'));
        $this->inertiaRoute('post', '/inertia-test/form', function () {
            request()->validate(['title' => 'required']);

            return redirect('/inertia-test/form');
        });

        $this->from('/inertia-test/form')->post('/inertia-test/form', [], $this->inertiaHeaders())
            ->assertRedirect('/inertia-test/form');

        $this->get('/inertia-test/form', $this->inertiaHeaders())
            ->assertJsonPath('props.errors.title', 'The title field is required.');
    }

    public function test_errors_are_sent_on_partial_reloads_that_did_not_ask_for_them(): void
    {
        $this->inertiaRoute('get', '/inertia-test/form', fn () => Inertia::render('Form', ['a' => 1, 'b' => 2]));

        $this->withSession(['errors' => $this->errors()])
            ->get('/inertia-test/form', $this->partialHeaders('Form', ['X-Inertia-Partial-Data' => 'a']))
            ->assertExactJson([
                'component' => 'Form',
                'props' => ['errors' => ['title' => 'The title is required.'], 'a' => 1],
                'url' => '/inertia-test/form',
                'version' => '',
                'sharedProps' => ['errors', 'appName'],
            ]);
    }

    public function test_render_returns_a_response_and_the_helper_matches_it(): void
    {
        $this->assertInstanceOf(Response::class, Inertia::render('Page'));
        $this->assertInstanceOf(ResponseFactory::class, inertia());
        $this->assertSame(app(ResponseFactory::class), inertia());

        $this->inertiaRoute('get', '/inertia-test/helper', fn () => inertia('Helper/Page', ['n' => 1]));

        $this->get('/inertia-test/helper', $this->inertiaHeaders())
            ->assertJsonPath('component', 'Helper/Page')
            ->assertJsonPath('props.n', 1);
    }

    public function test_with_adds_props_to_a_response(): void
    {
        $this->inertiaRoute('get', '/inertia-test/with', fn () => Inertia::render('Page')->with('a', 1)->with(['b' => 2]));

        $this->get('/inertia-test/with', $this->inertiaHeaders())
            ->assertJsonPath('props.a', 1)
            ->assertJsonPath('props.b', 2);
    }

    public function test_route_macro_renders_a_component_with_props(): void
    {
        Route::middleware(\Inertia\Tests\Fixtures\HandleInertiaRequests::class)->group(function () {
            Route::inertia('/inertia-test/about', 'About', ['year' => 2026]);
        });

        $this->get('/inertia-test/about', $this->inertiaHeaders())
            ->assertOk()
            ->assertJsonPath('component', 'About')
            ->assertJsonPath('props.year', 2026);
        $this->head('/inertia-test/about')->assertOk();
        $this->post('/inertia-test/about')->assertStatus(405);
    }

    public function test_version_can_be_set_directly_or_lazily(): void
    {
        Inertia::version('v1');
        $this->assertSame('v1', Inertia::getVersion());

        Inertia::version(fn () => 'v2');
        $this->assertSame('v2', Inertia::getVersion());

        Inertia::version(null);
        $this->assertSame('', Inertia::getVersion());
    }
}

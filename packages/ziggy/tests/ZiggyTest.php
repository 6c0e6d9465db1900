<?php

namespace Tighten\Ziggy\Tests;

use Illuminate\Support\Facades\Route;
use Illuminate\Support\Facades\URL;
use Tighten\Ziggy\Tests\Fixtures\BindingController;
use Tighten\Ziggy\Ziggy;

class ZiggyTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    public function test_it_lists_named_routes_with_uri_methods_and_parameters(): void
    {
        Route::get('/', fn () => 'home')->name('home');
        Route::post('channels', fn () => 'stored')->name('channels.store');
        Route::get('channel/{handle}/{tab?}', fn () => 'channel')->name('channel');
        Route::get('unnamed', fn () => 'no name');

        $this->assertSame([
            'url' => 'http://blipstream.test',
            'port' => null,
            'defaults' => [],
            'routes' => [
                'home' => ['uri' => '/', 'methods' => ['GET', 'HEAD']],
                'channels.store' => ['uri' => 'channels', 'methods' => ['POST']],
                'channel' => [
                    'uri' => 'channel/{handle}/{tab?}',
                    'methods' => ['GET', 'HEAD'],
                    'parameters' => ['handle', 'tab'],
                ],
            ],
        ], (new Ziggy)->toArray());
    }

    public function test_it_includes_wheres_and_domains(): void
    {
        Route::domain('{team}.blipstream.test')->get('watch/{id}', fn () => 'watch')
            ->where('id', '[A-Za-z0-9_-]{11}')
            ->name('watch');

        $this->assertSame([
            'uri' => 'watch/{id}',
            'methods' => ['GET', 'HEAD'],
            'wheres' => ['id' => '[A-Za-z0-9_-]{11}'],
            'domain' => '{team}.blipstream.test',
            'parameters' => ['team', 'id'],
        ], (new Ziggy)->toArray()['routes']['watch']);
    }

    public function test_it_takes_the_base_url_and_port_from_the_given_url(): void
    {
        $config = (new Ziggy(url: 'http://127.0.0.1:8123/'))->toArray();

        $this->assertSame('http://127.0.0.1:8123', $config['url']);
        $this->assertSame(8123, $config['port']);
    }

    public function test_it_includes_url_defaults(): void
    {
        URL::defaults(['locale' => 'en']);

        $this->assertSame(['locale' => 'en'], (new Ziggy)->toArray()['defaults']);
    }

    public function test_it_lists_the_binding_key_of_model_parameters(): void
    {
        Route::get('posts/{post}/videos/{video}/{tab}', [BindingController::class, 'show'])->name('posts.videos');
        Route::get('shorts/{video:slug}', fn () => 'short')->name('shorts.show');

        $routes = (new Ziggy)->toArray()['routes'];

        $this->assertSame(['post' => 'id', 'video' => 'public_id'], $routes['posts.videos']['bindings']);
        $this->assertSame(['video' => 'slug'], $routes['shorts.show']['bindings']);
    }

    public function test_it_lists_fallback_routes_last(): void
    {
        Route::fallback(fn () => 'missing')->name('missing');
        Route::get('/', fn () => 'home')->name('home');

        $this->assertSame(['home', 'missing'], array_keys((new Ziggy)->toArray()['routes']));
    }

    public function test_it_keeps_only_the_configured_routes(): void
    {
        $this->routes('home', 'studio.dashboard', 'studio.content', 'login');
        config(['ziggy.only' => ['home', 'studio.*']]);

        $this->assertSame(['home', 'studio.dashboard', 'studio.content'], $this->names(new Ziggy));
    }

    public function test_it_drops_the_excepted_routes(): void
    {
        $this->routes('home', 'debug.routes', 'debug.queries', 'login');
        config(['ziggy.except' => ['debug.*']]);

        $this->assertSame(['home', 'login'], $this->names(new Ziggy));
    }

    public function test_it_applies_neither_list_when_both_are_set(): void
    {
        $this->routes('home', 'login');
        config(['ziggy.only' => ['home'], 'ziggy.except' => ['login']]);

        $this->assertSame(['home', 'login'], $this->names(new Ziggy));
    }

    public function test_it_filters_by_group_with_negated_patterns(): void
    {
        $this->routes('home', 'studio.dashboard', 'studio.secret', 'login');
        config(['ziggy.groups' => ['studio' => ['studio.*', '!studio.secret'], 'guest' => ['login']]]);

        $this->assertSame(['studio.dashboard'], $this->names(new Ziggy('studio')));
        $this->assertSame(['studio.dashboard', 'login'], $this->names(new Ziggy(['studio', 'guest'])));
    }

    public function test_a_group_made_only_of_exclusions_keeps_everything_else(): void
    {
        $this->routes('home', 'studio.dashboard');
        config(['ziggy.groups' => ['public' => ['!studio.*']]]);

        $this->assertSame(['home'], $this->names(new Ziggy('public')));
    }

    public function test_an_unknown_group_leaves_the_list_unfiltered(): void
    {
        $this->routes('home', 'login');

        $this->assertSame(['home', 'login'], $this->names(new Ziggy('nope')));
    }

    public function test_json_keeps_empty_maps_as_objects(): void
    {
        $this->assertSame(
            '{"url":"http://blipstream.test","port":null,"defaults":{},"routes":{}}',
            (new Ziggy)->toJson(JSON_UNESCAPED_SLASHES),
        );
        $this->assertSame((new Ziggy)->toJson(), json_encode(new Ziggy));
    }

    private function routes(string ...$names): void
    {
        foreach ($names as $name) {
            Route::get(str_replace('.', '/', $name), fn () => $name)->name($name);
        }
    }

    /**
     * @return list<string>
     */
    private function names(Ziggy $ziggy): array
    {
        return array_keys($ziggy->toArray()['routes']);
    }
}

<?php

namespace Tighten\Ziggy\Tests;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Blade;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\Facades\Vite;
use Tighten\Ziggy\Ziggy;

class BladeRouteGeneratorTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    public function test_the_routes_directive_defines_the_ziggy_config(): void
    {
        Route::get('/', fn () => 'home')->name('home');
        Route::get('channel/{handle}', fn () => 'channel')->name('channel');

        $html = Blade::render('@routes');

        $this->assertMatchesRegularExpression('#^<script type="text/javascript">const Ziggy=(.*);</script>$#', $html);
        $this->assertSame((new Ziggy)->toArray(), json_decode(json_encode($this->config($html)), true));
    }

    public function test_it_carries_no_copy_of_the_route_function(): void
    {
        Route::get('/', fn () => 'home')->name('home');

        $this->assertStringNotContainsString('function', Blade::render('@routes'));
    }

    public function test_it_takes_a_group(): void
    {
        Route::get('/', fn () => 'home')->name('home');
        Route::get('studio', fn () => 'studio')->name('studio.dashboard');
        config(['ziggy.groups.studio' => ['studio.*']]);

        $routes = (array) $this->config(Blade::render("@routes('studio')"))->routes;

        $this->assertSame(['studio.dashboard'], array_keys($routes));
    }

    public function test_it_adds_the_given_nonce(): void
    {
        $this->assertStringStartsWith(
            '<script type="text/javascript" nonce="abc123">',
            Blade::render("@routes(nonce: 'abc123')"),
        );
    }

    public function test_it_falls_back_to_the_vite_csp_nonce(): void
    {
        Vite::useCspNonce('from-vite');

        $this->assertStringStartsWith(
            '<script type="text/javascript" nonce="from-vite">',
            Blade::render('@routes'),
        );
    }

    public function test_a_second_directive_in_the_same_request_merges_routes(): void
    {
        Route::get('/', fn () => 'home')->name('home');

        $first = Blade::render('@routes');
        $second = Blade::render('@routes');

        $this->assertStringContainsString('const Ziggy=', $first);
        $this->assertSame(
            '<script type="text/javascript">Object.assign(Ziggy.routes,{"home":{"uri":"/","methods":["GET","HEAD"]}});</script>',
            $second,
        );
    }

    public function test_each_request_gets_its_own_declaration(): void
    {
        Blade::render('@routes');
        $this->app->instance('request', Request::create('/next'));

        $this->assertStringContainsString('const Ziggy=', Blade::render('@routes'));
    }

    public function test_route_patterns_cannot_close_the_script_element(): void
    {
        Route::get('search/{term}', fn () => 'search')->where('term', '</script><script>alert(1)')->name('search');

        $html = Blade::render('@routes');

        $this->assertSame(1, substr_count($html, '</script>'));
        $this->assertSame('</script><script>alert(1)', $this->config($html)->routes->search->wheres->term);
    }

    public function test_a_page_served_through_the_app_carries_the_config(): void
    {
        Route::get('/', fn () => Blade::render('<html><head>@routes</head></html>'))->name('home');

        $this->get('/')
            ->assertOk()
            ->assertSee('const Ziggy={"url":"http://blipstream.test","port":null,"defaults":{},"routes":{"home":', false);
    }

    private function config(string $html): \stdClass
    {
        preg_match('#const Ziggy=(.*);</script>#', $html, $matches);

        return json_decode($matches[1] ?? 'null', false, flags: JSON_THROW_ON_ERROR);
    }
}

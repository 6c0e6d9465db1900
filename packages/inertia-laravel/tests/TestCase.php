<?php

namespace Inertia\Tests;

use Closure;
use Illuminate\Filesystem\Filesystem;
use Illuminate\Routing\Route as RoutingRoute;
use Illuminate\Session\Middleware\StartSession;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\Facades\View;
use Inertia\Inertia;
use Inertia\Support\Header;
use Inertia\Tests\Fixtures\HandleInertiaRequests;
use Tests\TestCase as AppTestCase;

abstract class TestCase extends AppTestCase
{
    protected string $publicPath;

    protected function setUp(): void
    {
        parent::setUp();

        View::addNamespace('inertia-test', __DIR__.'/views');
        Inertia::setRootView('inertia-test::app');

        // The asset version comes from public/build/manifest.json; an empty
        // public directory per test keeps the app's own build out of it.
        $this->publicPath = sys_get_temp_dir().'/inertia-test-public-'.bin2hex(random_bytes(6));
        mkdir($this->publicPath);
        $this->app->usePublicPath($this->publicPath);
    }

    protected function tearDown(): void
    {
        (new Filesystem)->deleteDirectory($this->publicPath);

        parent::tearDown();
    }

    protected function writeManifest(string $contents): void
    {
        @mkdir($this->publicPath.'/build');
        file_put_contents($this->publicPath.'/build/manifest.json', $contents);
    }

    /**
     * Registers a route behind the session and the package's middleware, as
     * the app's web group will have them.
     *
     * @param  string|array<int, string>  $methods
     */
    protected function inertiaRoute(string|array $methods, string $uri, Closure $action): RoutingRoute
    {
        return Route::middleware([StartSession::class, HandleInertiaRequests::class])
            ->match((array) $methods, $uri, $action);
    }

    /**
     * Headers of a visit made by the client on a page with the given version.
     *
     * @param  array<string, string>  $extra
     * @return array<string, string>
     */
    protected function inertiaHeaders(array $extra = [], string $version = ''): array
    {
        return array_merge([Header::INERTIA => 'true', Header::VERSION => $version], $extra);
    }

    /**
     * @param  array<string, string>  $extra
     * @return array<string, string>
     */
    protected function partialHeaders(string $component, array $extra = []): array
    {
        return $this->inertiaHeaders(array_merge([Header::PARTIAL_COMPONENT => $component], $extra));
    }
}

<?php

namespace Inertia;

use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Routing\Router;
use Illuminate\Support\ServiceProvider as BaseServiceProvider;
use Illuminate\Testing\TestResponse;
use Illuminate\View\Compilers\BladeCompiler;
use Illuminate\View\FileViewFinder;
use Inertia\Support\Header;
use Inertia\Testing\TestResponseMacros;

class ServiceProvider extends BaseServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(ResponseFactory::class);

        $this->mergeConfigFrom(__DIR__.'/../config/inertia.php', 'inertia');

        $this->app->bind('inertia.testing.view-finder', function ($app) {
            return new FileViewFinder(
                $app['files'],
                (array) $app['config']->get('inertia.testing.page_paths', []),
                (array) $app['config']->get('inertia.testing.page_extensions', []),
            );
        });

        $this->registerBladeDirectives();
        $this->registerRequestMacro();
        $this->registerRouterMacro();
        $this->registerRedirectMacro();
        $this->registerTestingMacros();
    }

    public function boot(): void
    {
        $this->app['router']->aliasMiddleware('inertia.encrypt', EncryptHistoryMiddleware::class);

        $this->publishes([
            __DIR__.'/../config/inertia.php' => config_path('inertia.php'),
        ], 'inertia-config');
    }

    protected function registerBladeDirectives(): void
    {
        $this->callAfterResolving('blade.compiler', function (BladeCompiler $blade) {
            $blade->directive('inertia', [Directive::class, 'compile']);
            $blade->directive('inertiaHead', [Directive::class, 'compileHead']);
        });
    }

    protected function registerRequestMacro(): void
    {
        Request::macro('inertia', function (): bool {
            /** @var Request $this */
            return (bool) $this->header(Header::INERTIA);
        });
    }

    protected function registerRouterMacro(): void
    {
        Router::macro('inertia', function (string $uri, string $component, array $props = []) {
            /** @var Router $this */
            return $this->match(['GET', 'HEAD'], $uri, '\\'.Controller::class)
                ->defaults('component', $component)
                ->defaults('props', $props);
        });
    }

    protected function registerRedirectMacro(): void
    {
        RedirectResponse::macro('preserveFragment', function () {
            Inertia::preserveFragment();

            return $this;
        });
    }

    protected function registerTestingMacros(): void
    {
        TestResponse::mixin(new TestResponseMacros);
    }
}

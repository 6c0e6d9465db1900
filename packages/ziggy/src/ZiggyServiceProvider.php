<?php

namespace Tighten\Ziggy;

use Illuminate\Support\ServiceProvider;
use Illuminate\View\Compilers\BladeCompiler;

class ZiggyServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        $this->callAfterResolving('blade.compiler', function (BladeCompiler $blade) {
            $blade->directive('routes', fn (string $arguments) => '<?php echo app(\\'.BladeRouteGenerator::class."::class)->generate({$arguments}); ?>");
        });

        if ($this->app->runningInConsole()) {
            $this->commands([CommandRouteGenerator::class]);
        }
    }
}

<?php

namespace Tighten\Ziggy;

use Illuminate\Console\Command;
use Illuminate\Filesystem\Filesystem;
use Illuminate\Support\Str;

/**
 * Writes the route config to a module, for builds that bundle it instead of reading `@routes`.
 */
class CommandRouteGenerator extends Command
{
    protected $signature = 'ziggy:generate
                            {path? : Where to write the module (default resources/js/ziggy.js)}
                            {--types : Also write a declaration file of the route names beside it}
                            {--url= : The base URL the routes are built on}
                            {--group= : Only the routes of this config(\'ziggy.groups\') key}';

    protected $description = 'Generate a JavaScript module holding the named routes for ziggy-js';

    public function handle(Filesystem $files): int
    {
        $path = $this->argument('path') ?? 'resources/js/ziggy.js';
        $url = $this->option('url');
        $ziggy = new Ziggy($this->option('group'), $url ? url($url) : null);

        $this->write($files, $path, $this->module($ziggy));

        if ($this->option('types')) {
            $this->write($files, Str::beforeLast($path, '.').'.d.ts', $this->declarations($ziggy));
        }

        return self::SUCCESS;
    }

    private function write(Filesystem $files, string $path, string $contents): void
    {
        $target = str_starts_with($path, '/') ? $path : base_path($path);
        $files->ensureDirectoryExists(dirname($target));
        $files->put($target, $contents);

        $this->components->info("Routes written to [{$path}].");
    }

    private function module(Ziggy $ziggy): string
    {
        $json = $ziggy->toJson(JSON_UNESCAPED_SLASHES | JSON_PRETTY_PRINT);

        return "const Ziggy = {$json};\n\nexport { Ziggy };\n";
    }

    /**
     * Route names and their parameters, so ziggy-js's route() checks names and arguments.
     */
    private function declarations(Ziggy $ziggy): string
    {
        $entries = collect($ziggy->toArray()['routes'])->map(function (array $route, string $name) {
            /** @var list<string> $names */
            $names = $route['parameters'] ?? [];
            $parameters = collect($names)->map(fn (string $parameter) => array_filter([
                'name' => $parameter,
                'required' => ! str_contains($route['uri'], "{{$parameter}?}"),
                'binding' => $route['bindings'][$parameter] ?? null,
            ], fn ($value) => $value !== null));

            return '        '.json_encode($name).': '.json_encode($parameters->values(), JSON_UNESCAPED_SLASHES).';';
        });

        return "declare module 'ziggy-js' {\n    interface RouteList {\n".$entries->implode("\n")."\n    }\n}\n\nexport {};\n";
    }
}

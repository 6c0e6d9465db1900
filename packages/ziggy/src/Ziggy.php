<?php

namespace Tighten\Ziggy;

use Illuminate\Contracts\Routing\UrlRoutable;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Routing\Route;
use Illuminate\Routing\RouteCollection;
use Illuminate\Support\Arr;
use Illuminate\Support\Collection;
use Illuminate\Support\Reflector;
use Illuminate\Support\Str;
use JsonSerializable;
use ReflectionClass;
use ReflectionMethod;
use ReflectionProperty;

/**
 * The application's named routes in the shape ziggy-js reads from its `Ziggy` config.
 */
class Ziggy implements JsonSerializable
{
    /** @var Collection<string, array<string, mixed>> */
    protected Collection $routes;

    /**
     * @param  string|array<int, string>|null  $group  a key (or keys) of config('ziggy.groups')
     */
    public function __construct(
        protected string|array|null $group = null,
        protected ?string $url = null,
    ) {
        $this->url = rtrim($url ?? url('/'), '/');
        $this->routes = $this->nameKeyedRoutes();
    }

    /**
     * Keep (or, with $include false, drop) the routes whose names match the patterns.
     * Patterns use Str::is wildcards; a pattern starting with "!" excludes.
     *
     * @param  string|array<int, string>  $filters
     */
    public function filter(string|array $filters = [], bool $include = true): self
    {
        $filters = Arr::wrap($filters);
        $negated = array_values(array_filter($filters, fn (string $pattern) => str_starts_with($pattern, '!')));
        $positive = array_values(array_diff($filters, $negated));
        $negated = array_map(fn (string $pattern) => substr($pattern, 1), $negated);

        $this->routes = $this->routes->filter(function (array $route, string $name) use ($positive, $negated, $include) {
            if (! $include) {
                return ! Str::is($positive, $name);
            }

            if ($negated !== [] && Str::is($negated, $name)) {
                return false;
            }

            return $positive === [] || Str::is($positive, $name);
        });

        return $this;
    }

    /**
     * @return array{url: string, port: int|null, defaults: array<string, mixed>, routes: array<string, array<string, mixed>>}
     */
    public function toArray(): array
    {
        return [
            'url' => $this->url,
            'port' => parse_url($this->url, PHP_URL_PORT) ?: null,
            'defaults' => app('url')->getDefaultParameters(),
            'routes' => $this->applyFilters()->all(),
        ];
    }

    /**
     * @return array<string, mixed>
     */
    public function jsonSerialize(): array
    {
        $config = $this->toArray();

        // Empty maps must reach JavaScript as {} rather than [].
        return [
            ...$config,
            'defaults' => (object) $config['defaults'],
            'routes' => (object) $config['routes'],
        ];
    }

    public function toJson(int $options = 0): string
    {
        return json_encode($this->jsonSerialize(), $options | JSON_THROW_ON_ERROR);
    }

    /**
     * @return Collection<string, array<string, mixed>>
     */
    private function applyFilters(): Collection
    {
        if ($this->group !== null) {
            return $this->groupRoutes($this->group);
        }

        // Like the original package, only one of the two lists may be set; both set means neither applies.
        if (config()->has('ziggy.except') && ! config()->has('ziggy.only')) {
            return $this->filter(config('ziggy.except'), false)->routes;
        }

        if (config()->has('ziggy.only') && ! config()->has('ziggy.except')) {
            return $this->filter(config('ziggy.only'))->routes;
        }

        return $this->routes;
    }

    /**
     * @param  string|array<int, string>  $group
     * @return Collection<string, array<string, mixed>>
     */
    private function groupRoutes(string|array $group): Collection
    {
        $names = Arr::wrap($group);
        $known = array_filter($names, fn (string $name) => config()->has("ziggy.groups.{$name}"));

        // An unknown group name leaves the list unfiltered rather than empty, as the original does.
        if ($known === []) {
            return $this->routes;
        }

        $patterns = collect($known)
            ->flatMap(fn (string $name) => Arr::wrap(config("ziggy.groups.{$name}")))
            ->all();

        return $this->filter($patterns)->routes;
    }

    /**
     * @return Collection<string, array<string, mixed>>
     */
    private function nameKeyedRoutes(): Collection
    {
        $collection = app('router')->getRoutes();

        // Names given after a route was added (Route::get(...)->name(...)) reach the lookup only on a refresh.
        if ($collection instanceof RouteCollection) {
            $collection->refreshNameLookups();
        }

        /** @var array<string, Route> $named */
        $named = $collection->getRoutesByName();

        [$fallbacks, $routes] = collect($named)
            ->reject(fn (Route $route, string $name) => str_starts_with($name, 'generated::'))
            ->partition(fn (Route $route) => $route->isFallback);

        // Fallback routes match last, so they are listed last.
        return $routes->merge($fallbacks)->map(fn (Route $route) => array_filter([
            'uri' => $route->uri(),
            'methods' => $route->methods(),
            'wheres' => $route->wheres,
            'domain' => $route->getDomain(),
            'parameters' => $route->parameterNames(),
            'bindings' => $this->bindings($route),
        ]));
    }

    /**
     * The attribute each route-model-bound parameter is looked up by, so ziggy-js can take a model object.
     *
     * @return array<string, string>
     */
    private function bindings(Route $route): array
    {
        $bindings = [];
        $parameterNames = $route->parameterNames();

        foreach ($route->signatureParameters(['subClass' => UrlRoutable::class]) as $parameter) {
            $class = Reflector::getParameterClassName($parameter);

            if ($class === null || ! in_array($parameter->getName(), $parameterNames, true)) {
                continue;
            }

            $bindings[$parameter->getName()] = $this->routeKeyName($class);
        }

        /** @var array<string, string> $fields */
        $fields = $route->bindingFields();

        return [...$bindings, ...$fields];
    }

    private function routeKeyName(string $class): string
    {
        $reflection = new ReflectionClass($class);

        if (! $reflection->isInstantiable()) {
            return 'id';
        }

        // Only build the model when it changes its key; building one boots the model class.
        $customised = ! $reflection->isSubclassOf(Model::class)
            || (new ReflectionMethod($class, 'getRouteKeyName'))->class !== Model::class
            || (new ReflectionMethod($class, 'getKeyName'))->class !== Model::class
            || (new ReflectionProperty($class, 'primaryKey'))->class !== Model::class;

        if (! $customised) {
            return 'id';
        }

        /** @var UrlRoutable $model */
        $model = app($class);

        return $model->getRouteKeyName();
    }
}

<?php

namespace Inertia;

use Closure;
use Illuminate\Contracts\Support\Arrayable;
use Illuminate\Contracts\Support\Responsable;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\App;
use Inertia\Support\Header;

/**
 * Turns the shared and page props into the plain props tree of one response,
 * applying the request's partial-reload headers and collecting the page
 * metadata (deferred, merge and scroll props) the client acts on.
 */
class PropsResolver
{
    use ResolvesCallables;

    protected bool $isPartial;

    /**
     * @var array<int, string>|null
     */
    protected ?array $only;

    /**
     * @var array<int, string>|null
     */
    protected ?array $except;

    /**
     * @var array<int, string>
     */
    protected array $resetProps;

    /**
     * @var array<string, array<int, string>>
     */
    protected array $deferredProps = [];

    /**
     * @var array<int, string>
     */
    protected array $mergeProps = [];

    /**
     * @var array<int, string>
     */
    protected array $prependProps = [];

    /**
     * @var array<int, string>
     */
    protected array $deepMergeProps = [];

    /**
     * @var array<int, string>
     */
    protected array $matchPropsOn = [];

    /**
     * @var array<string, array<string, mixed>>
     */
    protected array $scrollProps = [];

    /**
     * @var array<int, string>
     */
    protected array $sharedPropKeys = [];

    /**
     * @var array<string, array{prop: string, expiresAt: int|null}>
     */
    protected array $onceProps = [];

    /**
     * @var array<int, string>
     */
    protected array $onceKeysOnClient;

    public function __construct(protected Request $request, protected string $component)
    {
        $this->isPartial = $request->header(Header::PARTIAL_COMPONENT) === $component;
        $this->only = $this->parseHeader(Header::PARTIAL_ONLY);
        $this->except = $this->parseHeader(Header::PARTIAL_EXCEPT);
        $this->resetProps = $this->parseHeader(Header::RESET) ?? [];
        $this->onceKeysOnClient = $this->parseHeader(Header::EXCEPT_ONCE_PROPS) ?? [];
    }

    /**
     * @param  array<array-key, mixed>  $shared
     * @param  array<array-key, mixed>  $props
     * @return array{array<string, mixed>, array<string, mixed>} the props and the page metadata
     */
    public function resolve(array $shared, array $props): array
    {
        $props = array_merge($this->resolveSharedProps($shared), $this->resolvePropertyProviders($props));

        return [$this->resolveProps($this->unpackDotProps($props)), $this->buildMetadata()];
    }

    public function isPartial(): bool
    {
        return $this->isPartial;
    }

    /**
     * @param  array<array-key, mixed>  $shared
     * @return array<array-key, mixed>
     */
    protected function resolveSharedProps(array $shared): array
    {
        $shared = $this->resolvePropertyProviders($shared);

        if (config('inertia.expose_shared_prop_keys', true)) {
            foreach (array_keys($shared) as $key) {
                $this->sharedPropKeys[] = explode('.', (string) $key)[0];
            }

            $this->sharedPropKeys = array_values(array_unique($this->sharedPropKeys));
        }

        return $shared;
    }

    /**
     * @param  array<array-key, mixed>  $props
     * @return array<array-key, mixed>
     */
    protected function resolvePropertyProviders(array $props): array
    {
        $result = [];

        foreach ($props as $key => $value) {
            if (is_int($key) && $value instanceof ProvidesInertiaProperties) {
                $provided = collect($value->toInertiaProperties(new RenderContext($this->component, $this->request)))->all();
                $result = array_merge($result, $provided);
            } else {
                $result[$key] = $value;
            }
        }

        return $result;
    }

    /**
     * @return array<string, mixed>
     */
    protected function buildMetadata(): array
    {
        return array_filter([
            'sharedProps' => $this->sharedPropKeys,
            'mergeProps' => $this->mergeProps,
            'prependProps' => $this->prependProps,
            'deepMergeProps' => $this->deepMergeProps,
            'matchPropsOn' => $this->matchPropsOn,
            'deferredProps' => $this->deferredProps,
            'scrollProps' => $this->scrollProps,
            'onceProps' => $this->onceProps,
        ], fn (array $value) => $value !== []);
    }

    /**
     * @param  array<array-key, mixed>  $props
     * @param  bool  $parentWasResolved  the array came out of a closure or object, so the client
     *                                   asked for it as a whole and its children are not filtered again
     * @return array<array-key, mixed>
     */
    protected function resolveProps(array $props, string $prefix = '', bool $parentWasResolved = false): array
    {
        $props = $this->resolvePropertyProviders($props);
        $result = [];

        foreach ($props as $key => $prop) {
            $path = $prefix === '' ? (string) $key : "{$prefix}.{$key}";

            if (! $this->shouldIncludeInPartialResponse($prop, $path, $parentWasResolved)) {
                continue;
            }

            if (! $this->isPartial && $this->excludeFromInitialResponse($prop, $path)) {
                continue;
            }

            if ($prop instanceof OnceProp && $this->isRememberedByClient($prop, $path)) {
                continue;
            }

            $value = $this->resolveValue($prop, $path, $props);

            // A closure may hand back a prop type (say, a deferred prop chosen at
            // run time); unwrap it once more so it is filtered and described too.
            if ($value !== $prop && $this->isPropType($value)) {
                $prop = $value;

                if (! $this->isPartial && $this->excludeFromInitialResponse($prop, $path)) {
                    continue;
                }

                $value = $this->resolveValue($prop, $path, $props);
            }

            $this->collectMetadata($prop, $path);

            $result[$key] = is_array($value)
                ? $this->resolveProps($value, $path, $parentWasResolved || ! is_array($prop))
                : $value;
        }

        return $result;
    }

    protected function shouldIncludeInPartialResponse(mixed $prop, string $path, bool $parentWasResolved): bool
    {
        if (! $this->isPartial || $prop instanceof AlwaysProp || $parentWasResolved) {
            return true;
        }

        if ($this->only !== null && ! $this->matchesOnly($path) && ! $this->leadsToOnly($path)) {
            return false;
        }

        return ! ($this->except !== null && $this->matchesExcept($path));
    }

    /**
     * The client holds this once prop and did not ask for it by name, so it keeps its own copy;
     * the prop is still described so the client goes on remembering it.
     */
    protected function isRememberedByClient(OnceProp $prop, string $path): bool
    {
        $this->onceProps[$prop->key($path)] = ['prop' => $path, 'expiresAt' => $prop->expiresAt()];

        if ($prop->shouldRefresh() || ! in_array($prop->key($path), $this->onceKeysOnClient, true)) {
            return false;
        }

        return ! ($this->isPartial && $this->only !== null && $this->matchesOnly($path));
    }

    protected function excludeFromInitialResponse(mixed $prop, string $path): bool
    {
        if ($prop instanceof IgnoreFirstLoad) {
            if ($prop instanceof Deferrable && $prop->shouldDefer()) {
                $this->deferredProps[$prop->group()][] = $path;
            }

            if ($prop instanceof Mergeable && $prop->shouldMerge()) {
                $this->collectMergeableMetadata($prop, $path);
            }

            return true;
        }

        if ($prop instanceof Deferrable && $prop->shouldDefer()) {
            $this->deferredProps[$prop->group()][] = $path;

            if ($prop instanceof Mergeable && $prop->shouldMerge()) {
                $this->collectMergeableMetadata($prop, $path);
            }

            return true;
        }

        return false;
    }

    /**
     * @param  array<array-key, mixed>  $siblings
     */
    protected function resolveValue(mixed $value, string $path, array $siblings): mixed
    {
        if ($value instanceof ScrollProp) {
            $value->configureMergeIntent($this->request);
        }

        $value = $this->resolveCallable($value);

        if ($value instanceof ProvidesInertiaProperty) {
            $value = $value->toInertiaProperty(new PropertyContext($path, $siblings, $this->request));
        }

        if ($value instanceof Arrayable) {
            $value = $value->toArray();
        }

        if ($value instanceof Responsable) {
            $response = $value->toResponse($this->request);

            if (method_exists($response, 'getData')) {
                $value = $response->getData(true);
            }
        }

        return $value;
    }

    protected function isPropType(mixed $value): bool
    {
        return $value instanceof AlwaysProp
            || $value instanceof Deferrable
            || $value instanceof IgnoreFirstLoad
            || $value instanceof Mergeable;
    }

    protected function collectMetadata(mixed $prop, string $path): void
    {
        if ($prop instanceof Mergeable && $prop->shouldMerge()) {
            $this->collectMergeableMetadata($prop, $path);
        }

        if ($prop instanceof ScrollProp) {
            $this->scrollProps[$path] = [
                ...$prop->metadata(),
                'reset' => in_array($path, $this->resetProps, true),
            ];
        }
    }

    protected function collectMergeableMetadata(Mergeable $prop, string $path): void
    {
        // A prop the client resets is replaced, not merged, on this response.
        if (in_array($path, $this->resetProps, true)) {
            return;
        }

        if ($this->isPartial && ! $this->isIncludedInPartialMetadata($path)) {
            return;
        }

        if ($prop->shouldDeepMerge()) {
            $this->deepMergeProps[] = $path;
        } elseif ($prop->appendsAtRoot()) {
            $this->mergeProps[] = $path;
        } elseif ($prop->prependsAtRoot()) {
            $this->prependProps[] = $path;
        } else {
            foreach ($prop->appendsAtPaths() as $appendPath) {
                $this->mergeProps[] = "{$path}.{$appendPath}";
            }

            foreach ($prop->prependsAtPaths() as $prependPath) {
                $this->prependProps[] = "{$path}.{$prependPath}";
            }
        }

        foreach ($prop->matchesOn() as $key) {
            $this->matchPropsOn[] = "{$path}.{$key}";
        }
    }

    protected function isIncludedInPartialMetadata(string $path): bool
    {
        if ($this->only !== null && ! $this->matchesOnly($path)) {
            return false;
        }

        return ! ($this->except !== null && $this->matchesExcept($path));
    }

    /**
     * The path is one the client asked for, or lies inside one.
     */
    protected function matchesOnly(string $path): bool
    {
        foreach ($this->only ?? [] as $onlyPath) {
            if ($path === $onlyPath || str_starts_with($path, "{$onlyPath}.")) {
                return true;
            }
        }

        return false;
    }

    /**
     * The path is an ancestor of one the client asked for ("auth" for "auth.user").
     */
    protected function leadsToOnly(string $path): bool
    {
        foreach ($this->only ?? [] as $onlyPath) {
            if (str_starts_with($onlyPath, "{$path}.")) {
                return true;
            }
        }

        return false;
    }

    protected function matchesExcept(string $path): bool
    {
        foreach ($this->except ?? [] as $exceptPath) {
            if ($path === $exceptPath || str_starts_with($path, "{$exceptPath}.")) {
                return true;
            }
        }

        return false;
    }

    /**
     * Expand top-level keys such as 'auth.user' into nested arrays, resolving
     * closures on the way so the nested key can be set inside their value.
     *
     * @param  array<array-key, mixed>  $props
     * @return array<array-key, mixed>
     */
    protected function unpackDotProps(array $props): array
    {
        foreach ($props as $key => $value) {
            if (! is_string($key) || ! str_contains($key, '.')) {
                continue;
            }

            if ($value instanceof Closure) {
                $value = App::call($value);
            }

            if ($value instanceof Arrayable) {
                $value = $value->toArray();
            }

            $this->makePathTraversable($props, $key);
            Arr::set($props, $key, $value);
            unset($props[$key]);
        }

        return $props;
    }

    /**
     * @param  array<array-key, mixed>  $props
     */
    protected function makePathTraversable(array &$props, string $dotKey): void
    {
        $segments = explode('.', $dotKey);
        array_pop($segments);

        $current = &$props;

        foreach ($segments as $segment) {
            if (! isset($current[$segment])) {
                return;
            }

            if ($current[$segment] instanceof Closure) {
                $current[$segment] = App::call($current[$segment]);
            }

            if ($current[$segment] instanceof Arrayable) {
                $current[$segment] = $current[$segment]->toArray();
            }

            if (! is_array($current[$segment])) {
                return;
            }

            $current = &$current[$segment];
        }
    }

    /**
     * @return array<int, string>|null
     */
    protected function parseHeader(string $name): ?array
    {
        $values = array_values(array_filter(array_map('trim', explode(',', (string) $this->request->header($name, '')))));

        return $values === [] ? null : $values;
    }
}

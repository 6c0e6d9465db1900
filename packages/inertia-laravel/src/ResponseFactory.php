<?php

namespace Inertia;

use BackedEnum;
use Closure;
use Illuminate\Contracts\Support\Arrayable;
use Illuminate\Http\Request as HttpRequest;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\Redirect;
use Illuminate\Support\Facades\Request;
use Illuminate\Support\Facades\Response as BaseResponse;
use Illuminate\Support\Traits\Macroable;
use Inertia\Support\Header;
use Inertia\Support\SessionKey;
use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;
use UnitEnum;

class ResponseFactory
{
    use Macroable;

    protected string $rootView = 'app';

    /**
     * @var array<array-key, mixed>
     */
    protected array $sharedProps = [];

    protected Closure|string|null $version = null;

    protected ?bool $encryptHistory = null;

    protected ?Closure $urlResolver = null;

    public function setRootView(string $name): void
    {
        $this->rootView = $name;
    }

    /**
     * @param  string|array<array-key, mixed>|Arrayable<array-key, mixed>|ProvidesInertiaProperties  $key
     */
    public function share(string|array|Arrayable|ProvidesInertiaProperties $key, mixed $value = null): void
    {
        if (is_array($key)) {
            $this->sharedProps = array_merge($this->sharedProps, $key);
        } elseif ($key instanceof Arrayable) {
            $this->sharedProps = array_merge($this->sharedProps, $key->toArray());
        } elseif ($key instanceof ProvidesInertiaProperties) {
            $this->sharedProps = array_merge($this->sharedProps, [$key]);
        } else {
            Arr::set($this->sharedProps, $key, $value);
        }
    }

    public function getShared(?string $key = null, mixed $default = null): mixed
    {
        if ($key !== null) {
            return Arr::get($this->sharedProps, $key, $default);
        }

        return $this->sharedProps;
    }

    public function flushShared(): void
    {
        $this->sharedProps = [];
    }

    public function version(Closure|string|null $version): void
    {
        $this->version = $version;
    }

    public function getVersion(): string
    {
        $version = $this->version instanceof Closure ? App::call($this->version) : $this->version;

        return (string) $version;
    }

    public function resolveUrlUsing(?Closure $urlResolver = null): void
    {
        $this->urlResolver = $urlResolver;
    }

    /**
     * Ask the client to clear its history state on the next page it receives.
     */
    public function clearHistory(): void
    {
        session([SessionKey::CLEAR_HISTORY => true]);
    }

    /**
     * Ask the client to keep the URL fragment across the next redirect.
     */
    public function preserveFragment(): void
    {
        session([SessionKey::PRESERVE_FRAGMENT => true]);
    }

    public function encryptHistory(bool $encrypt = true): void
    {
        $this->encryptHistory = $encrypt;
    }

    public function optional(callable $callback): OptionalProp
    {
        return new OptionalProp($callback);
    }

    public function defer(callable $callback, string $group = 'default'): DeferProp
    {
        return new DeferProp($callback, $group);
    }

    public function merge(mixed $value): MergeProp
    {
        return new MergeProp($value);
    }

    public function deepMerge(mixed $value): MergeProp
    {
        return (new MergeProp($value))->deepMerge();
    }

    public function once(callable $callback): OnceProp
    {
        return new OnceProp($callback);
    }

    public function always(mixed $value): AlwaysProp
    {
        return new AlwaysProp($value);
    }

    public function scroll(mixed $value, string $wrapper = 'data', ProvidesScrollMetadata|callable|null $metadata = null): ScrollProp
    {
        return new ScrollProp($value, $wrapper, $metadata);
    }

    /**
     * @param  array<array-key, mixed>|Arrayable<array-key, mixed>|ProvidesInertiaProperties  $props
     */
    public function render(BackedEnum|UnitEnum|string $component, array|Arrayable|ProvidesInertiaProperties $props = []): Response
    {
        $component = match (true) {
            $component instanceof BackedEnum => (string) $component->value,
            $component instanceof UnitEnum => $component->name,
            default => $component,
        };

        if ($props instanceof Arrayable) {
            $props = $props->toArray();
        } elseif ($props instanceof ProvidesInertiaProperties) {
            $props = [$props];
        }

        return new Response(
            $component,
            $this->sharedProps,
            $props,
            $this->rootView,
            $this->getVersion(),
            $this->encryptHistory ?? (bool) config('inertia.history.encrypt', false),
            $this->urlResolver,
        );
    }

    /**
     * Send the browser to a URL with a full page load: a 409 with the URL in
     * X-Inertia-Location for Inertia visits, an ordinary redirect otherwise.
     */
    public function location(string|RedirectResponse $url): SymfonyResponse
    {
        if (Request::header(Header::INERTIA)) {
            return BaseResponse::make('', 409, [
                Header::LOCATION => $url instanceof RedirectResponse ? $url->getTargetUrl() : $url,
            ]);
        }

        return $url instanceof RedirectResponse ? $url : Redirect::away($url);
    }

    /**
     * Flash data for the next page only: the client hands it to onFlash
     * handlers and does not keep it in its history state.
     *
     * @param  BackedEnum|UnitEnum|string|array<string, mixed>  $key
     */
    public function flash(BackedEnum|UnitEnum|string|array $key, mixed $value = null): self
    {
        if (! is_array($key)) {
            $key = match (true) {
                $key instanceof BackedEnum => (string) $key->value,
                $key instanceof UnitEnum => $key->name,
                default => $key,
            };

            $key = [$key => $value];
        }

        session()->flash(SessionKey::FLASH_DATA, [...$this->getFlashed(), ...$key]);

        return $this;
    }

    /**
     * @param  array<string, string>  $headers
     */
    public function back(int $status = 302, array $headers = [], mixed $fallback = false): RedirectResponse
    {
        return Redirect::back($status, $headers, $fallback);
    }

    /**
     * @return array<string, mixed>
     */
    public function getFlashed(?HttpRequest $request = null): array
    {
        $request ??= request();

        return $request->hasSession() ? (array) $request->session()->get(SessionKey::FLASH_DATA, []) : [];
    }

    /**
     * @return array<string, mixed>
     */
    public function pullFlashed(?HttpRequest $request = null): array
    {
        $request ??= request();

        return $request->hasSession() ? (array) $request->session()->pull(SessionKey::FLASH_DATA, []) : [];
    }
}

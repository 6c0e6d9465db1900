<?php

namespace Inertia\Testing;

use Closure;
use Illuminate\Support\Arr;
use Illuminate\Testing\Fluent\AssertableJson;
use Illuminate\Testing\TestResponse;
use Inertia\Support\Header;
use InvalidArgumentException;
use PHPUnit\Framework\Assert as PHPUnit;
use PHPUnit\Framework\AssertionFailedError;

/**
 * Fluent assertions over an Inertia page: the component, URL and version
 * here, and has/where/missing/etc. (from AssertableJson) over its props.
 */
class AssertableInertia extends AssertableJson
{
    private string $component;

    private string $url;

    private ?string $version;

    private bool $encryptHistory;

    private bool $clearHistory;

    /**
     * @var array<string, array<int, string>>
     */
    private array $deferredProps;

    /**
     * @var array<string, mixed>
     */
    private array $flash;

    /**
     * Reads the page from the root view's data on a full-page response, or
     * from the JSON body of a response to an Inertia request.
     *
     * @param  TestResponse<\Symfony\Component\HttpFoundation\Response>  $response
     */
    public static function fromTestResponse(TestResponse $response): self
    {
        try {
            if ($response->headers->get(Header::INERTIA) === 'true') {
                $page = $response->json();
            } else {
                $response->assertViewHas('page');
                $page = json_decode((string) json_encode($response->viewData('page')), true);
            }

            PHPUnit::assertIsArray($page);
            PHPUnit::assertArrayHasKey('component', $page);
            PHPUnit::assertArrayHasKey('props', $page);
            PHPUnit::assertArrayHasKey('url', $page);
            PHPUnit::assertArrayHasKey('version', $page);
        } catch (AssertionFailedError) {
            PHPUnit::fail('Not a valid Inertia response.');
        }

        $instance = static::fromArray($page['props']);
        $instance->component = $page['component'];
        $instance->url = $page['url'];
        $instance->version = $page['version'];
        $instance->encryptHistory = (bool) ($page['encryptHistory'] ?? false);
        $instance->clearHistory = (bool) ($page['clearHistory'] ?? false);
        $instance->deferredProps = $page['deferredProps'] ?? [];
        $instance->flash = $page['flash'] ?? [];

        return $instance;
    }

    /**
     * Assert the page component, and that its file exists when $shouldExist
     * is true (or, when null, when inertia.testing.ensure_pages_exist is on).
     */
    public function component(?string $value = null, ?bool $shouldExist = null): self
    {
        PHPUnit::assertSame($value, $this->component, 'Unexpected Inertia page component.');

        if ($shouldExist || ($shouldExist === null && config('inertia.testing.ensure_pages_exist', false))) {
            try {
                app('inertia.testing.view-finder')->find($value);
            } catch (InvalidArgumentException) {
                PHPUnit::fail(sprintf('Inertia page component file [%s] does not exist.', $value));
            }
        }

        return $this;
    }

    public function url(string $value): self
    {
        PHPUnit::assertSame($value, $this->url, 'Unexpected Inertia page url.');

        return $this;
    }

    public function version(?string $value): self
    {
        PHPUnit::assertSame($value, $this->version, 'Unexpected Inertia asset version.');

        return $this;
    }

    /**
     * Request the deferred props of the given group(s) (all groups when only
     * a callback is given) as the client would, and assert on that reload.
     *
     * @param  string|array<int, string>|Closure  $groupsOrCallback
     */
    public function loadDeferredProps(Closure|array|string $groupsOrCallback, ?Closure $callback = null): self
    {
        if ($groupsOrCallback instanceof Closure) {
            $callback = $groupsOrCallback;
            $groups = array_keys($this->deferredProps);
        } else {
            $groups = Arr::wrap($groupsOrCallback);
        }

        $props = collect($groups)->flatMap(fn (string $group) => $this->deferredProps[$group] ?? [])->all();

        return $this->reloadOnly($props, $callback);
    }

    /**
     * @param  string|array<int, string>|null  $only
     * @param  string|array<int, string>|null  $except
     */
    public function reload(?Closure $callback = null, array|string|null $only = null, array|string|null $except = null): self
    {
        $reload = new ReloadRequest(
            $this->url,
            $this->component,
            $this->version,
            is_array($only) ? implode(',', $only) : $only,
            is_array($except) ? implode(',', $except) : $except,
        );

        $assertable = self::fromTestResponse($reload());

        $assertable->component($this->component, false);
        $assertable->url($this->url);
        $assertable->version($this->version);

        if ($callback) {
            $callback($assertable);
        }

        return $this;
    }

    /**
     * @param  string|array<int, string>  $only
     */
    public function reloadOnly(array|string $only, ?Closure $callback = null): self
    {
        return $this->reload(function (AssertableInertia $assertable) use ($only, $callback) {
            $assertable->hasAll(is_array($only) ? $only : explode(',', $only));

            if ($callback) {
                $callback($assertable);
            }
        }, only: $only);
    }

    /**
     * @param  string|array<int, string>  $except
     */
    public function reloadExcept(array|string $except, ?Closure $callback = null): self
    {
        return $this->reload(function (AssertableInertia $assertable) use ($except, $callback) {
            $assertable->missingAll(is_array($except) ? $except : explode(',', $except));

            if ($callback) {
                $callback($assertable);
            }
        }, except: $except);
    }

    public function hasFlash(string $key, mixed $expected = null): self
    {
        PHPUnit::assertTrue(Arr::has($this->flash, $key), sprintf('Inertia flash data is missing key [%s].', $key));

        if (func_num_args() > 1) {
            PHPUnit::assertSame($expected, Arr::get($this->flash, $key), sprintf('Inertia flash data [%s] does not match.', $key));
        }

        return $this;
    }

    public function missingFlash(string $key): self
    {
        PHPUnit::assertFalse(Arr::has($this->flash, $key), sprintf('Inertia flash data has unexpected key [%s].', $key));

        return $this;
    }

    /**
     * The page object as asserted on.
     *
     * @return array<string, mixed>
     */
    public function toArray(): array
    {
        return array_merge(
            [
                'component' => $this->component,
                'props' => $this->prop(),
                'url' => $this->url,
                'version' => $this->version,
                'flash' => $this->flash,
            ],
            $this->deferredProps !== [] ? ['deferredProps' => $this->deferredProps] : [],
            $this->encryptHistory ? ['encryptHistory' => true] : [],
            $this->clearHistory ? ['clearHistory' => true] : [],
        );
    }
}

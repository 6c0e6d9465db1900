<?php

namespace Inertia;

use BackedEnum;
use Closure;
use Illuminate\Contracts\Support\Responsable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\Response as ResponseFactory;
use Illuminate\Support\Str;
use Illuminate\Support\Traits\Macroable;
use Inertia\Support\Header;
use Inertia\Support\SessionKey;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;
use UnitEnum;

class Response implements Responsable
{
    use Macroable;

    /**
     * @var array<string, mixed>
     */
    protected array $viewData = [];

    /**
     * @param  array<array-key, mixed>  $sharedProps
     * @param  array<array-key, mixed>  $props
     */
    public function __construct(
        protected string $component,
        protected array $sharedProps,
        protected array $props,
        protected string $rootView = 'app',
        protected string $version = '',
        protected bool $encryptHistory = false,
        protected ?Closure $urlResolver = null,
    ) {
    }

    /**
     * @param  string|array<array-key, mixed>|ProvidesInertiaProperties  $key
     * @return $this
     */
    public function with(string|array|ProvidesInertiaProperties $key, mixed $value = null): self
    {
        if ($key instanceof ProvidesInertiaProperties) {
            $this->props[] = $key;
        } elseif (is_array($key)) {
            $this->props = array_merge($this->props, $key);
        } else {
            $this->props[$key] = $value;
        }

        return $this;
    }

    /**
     * @param  string|array<string, mixed>  $key
     * @return $this
     */
    public function withViewData(string|array $key, mixed $value = null): self
    {
        if (is_array($key)) {
            $this->viewData = array_merge($this->viewData, $key);
        } else {
            $this->viewData[$key] = $value;
        }

        return $this;
    }

    /**
     * @return $this
     */
    public function rootView(string $rootView): self
    {
        $this->rootView = $rootView;

        return $this;
    }

    /**
     * @param  BackedEnum|UnitEnum|string|array<string, mixed>  $key
     * @return $this
     */
    public function flash(BackedEnum|UnitEnum|string|array $key, mixed $value = null): self
    {
        Inertia::flash($key, $value);

        return $this;
    }

    /**
     * @param  Request  $request
     */
    public function toResponse($request): SymfonyResponse
    {
        [$props, $metadata] = (new PropsResolver($request, $this->component))->resolve($this->sharedProps, $this->props);

        $page = array_merge(
            [
                'component' => $this->component,
                'props' => $props,
                'url' => $this->getUrl($request),
                'version' => $this->version,
            ],
            $metadata,
            $this->resolveHistoryFlags($request),
            $this->resolveFlashData($request),
        );

        if ($request->header(Header::INERTIA)) {
            return new JsonResponse($page, 200, [Header::INERTIA => 'true']);
        }

        return ResponseFactory::view($this->rootView, $this->viewData + ['page' => $page]);
    }

    /**
     * The client treats a missing flag as false, so only set flags are sent.
     *
     * @return array<string, bool>
     */
    protected function resolveHistoryFlags(Request $request): array
    {
        $session = $request->hasSession() ? $request->session() : null;

        return array_filter([
            'clearHistory' => (bool) $session?->pull(SessionKey::CLEAR_HISTORY, false),
            'encryptHistory' => $this->encryptHistory,
            'preserveFragment' => (bool) $session?->pull(SessionKey::PRESERVE_FRAGMENT, false),
        ]);
    }

    /**
     * @return array<string, mixed>
     */
    protected function resolveFlashData(Request $request): array
    {
        $flash = Inertia::pullFlashed($request);

        return $flash === [] ? [] : ['flash' => $flash];
    }

    /**
     * The page URL is relative to the host and keeps a trailing slash the
     * browser asked for, so the address bar shows what was requested.
     */
    protected function getUrl(Request $request): string
    {
        $resolver = $this->urlResolver ?? function (Request $request): string {
            $url = Str::start(Str::after($request->fullUrl(), $request->getSchemeAndHttpHost()), '/');

            if (! Str::endsWith(Str::before($request->getRequestUri(), '?'), '/')) {
                return $url;
            }

            $path = Str::finish(Str::before($url, '?'), '/');

            return str_contains($url, '?') ? $path.'?'.Str::after($url, '?') : $path;
        };

        return (string) App::call($resolver, ['request' => $request]);
    }
}

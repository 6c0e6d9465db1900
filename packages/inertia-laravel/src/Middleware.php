<?php

namespace Inertia;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Session\Store;
use Illuminate\Support\Facades\Redirect;
use Illuminate\Support\MessageBag;
use Illuminate\Support\ViewErrorBag;
use Inertia\Support\Header;
use Inertia\Support\SessionKey;
use Symfony\Component\HttpFoundation\Response;

class Middleware
{
    /**
     * The root Blade view of the first, full-page visit.
     *
     * @var string
     */
    protected $rootView = 'app';

    /**
     * Send every message of a field instead of only its first one.
     *
     * @var bool
     */
    protected $withAllErrors = false;

    /**
     * The asset version: a hash of the Vite manifest, so a new build makes
     * clients on old assets reload the page.
     */
    public function version(Request $request): ?string
    {
        if (config('app.asset_url')) {
            return hash('xxh128', (string) config('app.asset_url'));
        }

        foreach ([public_path('build/manifest.json'), public_path('mix-manifest.json')] as $manifest) {
            if (is_file($manifest)) {
                return hash_file('xxh128', $manifest) ?: null;
            }
        }

        return null;
    }

    /**
     * The props shared with every page.
     *
     * @return array<string, mixed>
     */
    public function share(Request $request): array
    {
        return [
            'errors' => Inertia::always($this->resolveValidationErrors($request)),
        ];
    }

    public function rootView(Request $request): string
    {
        return $this->rootView;
    }

    public function urlResolver(): ?Closure
    {
        return null;
    }

    public function handle(Request $request, Closure $next): Response
    {
        Inertia::version(fn () => $this->version($request));
        Inertia::share($this->share($request));
        Inertia::setRootView($this->rootView($request));

        if (($urlResolver = $this->urlResolver()) !== null) {
            Inertia::resolveUrlUsing($urlResolver);
        }

        $response = $next($request);

        $isRedirect = $response->isRedirect();

        if ($isRedirect) {
            $this->reflash($request);
        }

        if (! $request->header(Header::INERTIA)) {
            $this->addInertiaVaryHeader($response);

            return $response;
        }

        if ($request->method() === 'GET' && $request->header(Header::VERSION, '') !== Inertia::getVersion()) {
            $response = $this->onVersionChange($request, $response);
        }

        if ($response->isOk() && $response->getContent() === '') {
            $response = $this->onEmptyResponse($request, $response);
        }

        // A 302 after PUT, PATCH or DELETE would be followed with the same
        // method by the browser; 303 makes the follow-up a GET.
        if ($response->getStatusCode() === 302 && in_array($request->method(), ['PUT', 'PATCH', 'DELETE'], true)) {
            $response->setStatusCode(303);
        }

        if ($isRedirect && $this->redirectHasFragment($response) && ! $request->prefetch()) {
            $response = $this->onRedirectWithFragment($request, $response);
        }

        $this->addInertiaVaryHeader($response);

        return $response;
    }

    /**
     * An action that returned nothing (a 200 with no body) sends the user back.
     */
    public function onEmptyResponse(Request $request, Response $response): Response
    {
        return Redirect::back();
    }

    /**
     * The client rebuilt its assets' version differently: make it reload the
     * whole page, keeping the flashed session data for that reload.
     */
    public function onVersionChange(Request $request, Response $response): Response
    {
        if ($request->hasSession() && ($session = $request->session()) instanceof Store) {
            $session->reflash();
        }

        $response = Inertia::location($request->fullUrl());
        $response->headers->set(Header::VERSION, Inertia::getVersion());

        return $response;
    }

    /**
     * XHR redirects drop the URL fragment, so redirects to a URL with one are
     * handed to the client to visit itself.
     */
    public function onRedirectWithFragment(Request $request, Response $response): Response
    {
        return response('', 409, [Header::REDIRECT => (string) $response->headers->get('Location')]);
    }

    /**
     * Validation errors as field => first message (or all messages with
     * $withAllErrors); named error bags are nested under their name, and the
     * default bag under the name the client sent in X-Inertia-Error-Bag.
     */
    public function resolveValidationErrors(Request $request): object
    {
        if (! $request->hasSession() || ! ($errors = $request->session()->get('errors')) instanceof ViewErrorBag) {
            return (object) [];
        }

        $bags = array_map(
            fn (MessageBag $bag): object => (object) array_map(
                fn (array $messages): mixed => $this->withAllErrors ? $messages : $messages[0],
                $bag->messages(),
            ),
            array_filter($errors->getBags(), fn ($bag): bool => $bag instanceof MessageBag),
        );

        $errorBag = (string) $request->header(Header::ERROR_BAG, '');

        if (isset($bags['default']) && $errorBag !== '') {
            return (object) [$errorBag => $bags['default']];
        }

        return $bags['default'] ?? (object) $bags;
    }

    protected function addInertiaVaryHeader(Response $response): void
    {
        foreach ($response->getVary() as $header) {
            if (strcasecmp($header, Header::INERTIA) === 0) {
                return;
            }
        }

        $response->setVary(Header::INERTIA, false);
    }

    protected function redirectHasFragment(Response $response): bool
    {
        return str_contains((string) $response->headers->get('Location', ''), '#');
    }

    /**
     * Flash data meant for the page after a redirect survives a further
     * redirect in between.
     */
    protected function reflash(Request $request): void
    {
        if ($flashed = Inertia::getFlashed($request)) {
            $request->session()->flash(SessionKey::FLASH_DATA, $flashed);
        }
    }
}

<?php

namespace Fruitcake\Cors;

use Fruitcake\Cors\Exceptions\InvalidOptionException;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Decides which Access-Control-* headers a response carries.
 *
 * Options may use the snake_case keys of Laravel's config/cors.php or their camelCase
 * twins; keys left out keep their previous value, because Laravel's middleware calls
 * setOptions() again on every request with whatever the config holds.
 *
 * @phpstan-type CorsOptions array{
 *     allowedOrigins?: string[],
 *     allowedOriginsPatterns?: string[],
 *     supportsCredentials?: bool,
 *     allowedHeaders?: string[],
 *     allowedMethods?: string[],
 *     exposedHeaders?: string[]|false,
 *     maxAge?: int|bool|null,
 *     allowed_origins?: string[],
 *     allowed_origins_patterns?: string[],
 *     supports_credentials?: bool,
 *     allowed_headers?: string[],
 *     allowed_methods?: string[],
 *     exposed_headers?: string[]|false,
 *     max_age?: int|bool|null,
 *     paths?: mixed,
 * }
 */
class CorsService
{
    /** @var string[] */
    private array $allowedOrigins = [];

    /** @var string[] */
    private array $allowedOriginsPatterns = [];

    /**
     * Patterns derived from wildcard origins ("https://*.example.test"), kept apart from the
     * configured ones so that calling setOptions() again does not pile up copies.
     *
     * @var string[]
     */
    private array $wildcardOriginPatterns = [];

    /** @var string[] */
    private array $allowedMethods = [];

    /** @var string[] */
    private array $allowedHeaders = [];

    /** @var string[] */
    private array $exposedHeaders = [];

    private bool $supportsCredentials = false;

    /** Null sends no Access-Control-Max-Age at all; 0 tells the browser not to cache the preflight. */
    private ?int $maxAge = 0;

    private bool $allowAllOrigins = false;

    private bool $allowAllMethods = false;

    private bool $allowAllHeaders = false;

    /**
     * @param  CorsOptions  $options
     */
    public function __construct(array $options = [])
    {
        if ($options !== []) {
            $this->setOptions($options);
        }
    }

    /**
     * @param  CorsOptions  $options
     *
     * @throws InvalidOptionException when a list option is not an array
     */
    public function setOptions(array $options): void
    {
        $this->allowedOrigins = self::toList('allowedOrigins', $options['allowedOrigins'] ?? $options['allowed_origins'] ?? $this->allowedOrigins);
        $this->allowedOriginsPatterns = self::toList('allowedOriginsPatterns', $options['allowedOriginsPatterns'] ?? $options['allowed_origins_patterns'] ?? $this->allowedOriginsPatterns);
        $this->allowedMethods = array_map(strtoupper(...), self::toList('allowedMethods', $options['allowedMethods'] ?? $options['allowed_methods'] ?? $this->allowedMethods));
        $this->allowedHeaders = array_map(strtolower(...), self::toList('allowedHeaders', $options['allowedHeaders'] ?? $options['allowed_headers'] ?? $this->allowedHeaders));

        // false is the documented way to say "expose nothing".
        $exposed = $options['exposedHeaders'] ?? $options['exposed_headers'] ?? $this->exposedHeaders;
        $this->exposedHeaders = $exposed === false ? [] : self::toList('exposedHeaders', $exposed);

        $this->supportsCredentials = (bool) ($options['supportsCredentials'] ?? $options['supports_credentials'] ?? $this->supportsCredentials);

        // Null is a meaningful value here (omit the header), so presence is tested, not ??.
        if (array_key_exists('maxAge', $options)) {
            $this->maxAge = $options['maxAge'] === null ? null : (int) $options['maxAge'];
        } elseif (array_key_exists('max_age', $options)) {
            $this->maxAge = $options['max_age'] === null ? null : (int) $options['max_age'];
        }

        $this->allowAllOrigins = in_array('*', $this->allowedOrigins, true);
        $this->allowAllMethods = in_array('*', $this->allowedMethods, true);
        $this->allowAllHeaders = in_array('*', $this->allowedHeaders, true);

        $this->wildcardOriginPatterns = [];
        if (! $this->allowAllOrigins) {
            foreach ($this->allowedOrigins as $origin) {
                if (str_contains($origin, '*')) {
                    $this->wildcardOriginPatterns[] = self::wildcardToPattern($origin);
                }
            }
        }
    }

    public function isCorsRequest(Request $request): bool
    {
        return $request->headers->has('Origin');
    }

    public function isPreflightRequest(Request $request): bool
    {
        return $request->getMethod() === 'OPTIONS' && $request->headers->has('Access-Control-Request-Method');
    }

    public function handlePreflightRequest(Request $request): Response
    {
        return $this->addPreflightRequestHeaders(new Response(status: 204), $request);
    }

    public function addPreflightRequestHeaders(Response $response, Request $request): Response
    {
        $this->configureAllowedOrigin($response, $request);

        if (! $response->headers->has('Access-Control-Allow-Origin')) {
            return $response;
        }

        $this->configureAllowCredentials($response);

        if ($this->allowAllMethods) {
            // Echo what the browser asked for: "*" is not honoured on credentialed requests.
            $methods = strtoupper((string) $request->headers->get('Access-Control-Request-Method'));
            $this->varyHeader($response, 'Access-Control-Request-Method');
        } else {
            $methods = implode(', ', $this->allowedMethods);
        }
        $response->headers->set('Access-Control-Allow-Methods', $methods);

        if ($this->allowAllHeaders) {
            $headers = (string) $request->headers->get('Access-Control-Request-Headers');
            $this->varyHeader($response, 'Access-Control-Request-Headers');
        } else {
            $headers = implode(', ', $this->allowedHeaders);
        }
        $response->headers->set('Access-Control-Allow-Headers', $headers);

        if ($this->maxAge !== null) {
            $response->headers->set('Access-Control-Max-Age', (string) $this->maxAge);
        }

        return $response;
    }

    public function isOriginAllowed(Request $request): bool
    {
        if ($this->allowAllOrigins) {
            return true;
        }

        $origin = (string) $request->headers->get('Origin');

        if (in_array($origin, $this->allowedOrigins, true)) {
            return true;
        }

        foreach ([...$this->allowedOriginsPatterns, ...$this->wildcardOriginPatterns] as $pattern) {
            if (preg_match($pattern, $origin) === 1) {
                return true;
            }
        }

        return false;
    }

    public function addActualRequestHeaders(Response $response, Request $request): Response
    {
        $this->configureAllowedOrigin($response, $request);

        if ($response->headers->has('Access-Control-Allow-Origin')) {
            $this->configureAllowCredentials($response);

            if ($this->exposedHeaders !== []) {
                $response->headers->set('Access-Control-Expose-Headers', implode(', ', $this->exposedHeaders));
            }
        }

        return $response;
    }

    /**
     * Adds a header name to Vary unless it is already listed.
     */
    public function varyHeader(Response $response, string $header): Response
    {
        $vary = (string) $response->headers->get('Vary');

        if ($vary === '') {
            $response->headers->set('Vary', $header);
        } elseif (! in_array($header, explode(', ', $vary), true)) {
            $response->headers->set('Vary', $vary.', '.$header);
        }

        return $response;
    }

    private function configureAllowedOrigin(Response $response, Request $request): void
    {
        if ($this->allowAllOrigins && ! $this->supportsCredentials) {
            // The same answer for every origin, so caches may share it.
            $response->headers->set('Access-Control-Allow-Origin', '*');
        } elseif ($this->isSingleOriginAllowed()) {
            $response->headers->set('Access-Control-Allow-Origin', array_values($this->allowedOrigins)[0]);
        } else {
            // The answer depends on the request's Origin, so caches must key on it, even when refused.
            if ($this->isCorsRequest($request) && $this->isOriginAllowed($request)) {
                $response->headers->set('Access-Control-Allow-Origin', (string) $request->headers->get('Origin'));
            }

            $this->varyHeader($response, 'Origin');
        }
    }

    private function isSingleOriginAllowed(): bool
    {
        return ! $this->allowAllOrigins
            && $this->allowedOriginsPatterns === []
            && $this->wildcardOriginPatterns === []
            && count($this->allowedOrigins) === 1;
    }

    private function configureAllowCredentials(Response $response): void
    {
        if ($this->supportsCredentials) {
            $response->headers->set('Access-Control-Allow-Credentials', 'true');
        }
    }

    /**
     * @return string[]
     *
     * @throws InvalidOptionException
     */
    private static function toList(string $option, mixed $value): array
    {
        if (! is_array($value)) {
            throw new InvalidOptionException("CORS option `{$option}` should be an array");
        }

        return array_map(strval(...), $value);
    }

    /**
     * Turns "https://*.example.test" into a regex where * matches any run of characters,
     * the same reading Laravel's Str::is() gives to wildcards.
     */
    private static function wildcardToPattern(string $wildcard): string
    {
        return '#^'.str_replace('\*', '.*', preg_quote($wildcard, '#')).'\z#u';
    }
}

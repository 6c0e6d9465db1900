<?php

namespace Fruitcake\Cors\Tests;

use Fruitcake\Cors\CorsService;
use Fruitcake\Cors\Exceptions\InvalidOptionException;
use PHPUnit\Framework\TestCase;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;

class CorsServiceTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    /**
     * Laravel's framework defaults for config/cors.php.
     *
     * @var array<string, mixed>
     */
    private const LARAVEL_DEFAULTS = [
        'paths' => ['api/*', 'sanctum/csrf-cookie'],
        'allowed_methods' => ['*'],
        'allowed_origins' => ['*'],
        'allowed_origins_patterns' => [],
        'allowed_headers' => ['*'],
        'exposed_headers' => [],
        'max_age' => 0,
        'supports_credentials' => false,
    ];

    /**
     * @param  array<string, string>  $headers
     */
    private function request(string $method = 'GET', array $headers = []): Request
    {
        $request = Request::create('https://api.blipstream.test/api/blips', $method);
        foreach ($headers as $name => $value) {
            $request->headers->set($name, $value);
        }

        return $request;
    }

    /**
     * @param  array<string, string>  $headers
     */
    private function preflight(string $origin, string $method = 'POST', array $headers = []): Request
    {
        return $this->request('OPTIONS', ['Origin' => $origin, 'Access-Control-Request-Method' => $method] + $headers);
    }

    public function test_a_request_with_an_origin_is_a_cors_request(): void
    {
        $cors = new CorsService;

        $this->assertTrue($cors->isCorsRequest($this->request('GET', ['Origin' => 'https://blipstream.test'])));
        $this->assertFalse($cors->isCorsRequest($this->request()));
    }

    public function test_only_options_with_a_requested_method_is_a_preflight(): void
    {
        $cors = new CorsService;

        $this->assertTrue($cors->isPreflightRequest($this->preflight('https://blipstream.test')));
        $this->assertFalse($cors->isPreflightRequest($this->request('OPTIONS', ['Origin' => 'https://blipstream.test'])));
        $this->assertFalse($cors->isPreflightRequest($this->request('POST', ['Access-Control-Request-Method' => 'POST'])));
    }

    public function test_preflight_with_laravel_defaults_allows_anything_asked_for(): void
    {
        $cors = new CorsService(self::LARAVEL_DEFAULTS);
        $response = $cors->handlePreflightRequest(
            $this->preflight('https://elsewhere.test', 'put', ['Access-Control-Request-Headers' => 'x-blip-token, content-type']),
        );

        $this->assertSame(204, $response->getStatusCode());
        $this->assertSame('*', $response->headers->get('Access-Control-Allow-Origin'));
        $this->assertSame('PUT', $response->headers->get('Access-Control-Allow-Methods'));
        $this->assertSame('x-blip-token, content-type', $response->headers->get('Access-Control-Allow-Headers'));
        $this->assertSame('0', $response->headers->get('Access-Control-Max-Age'));
        $this->assertSame('Access-Control-Request-Method, Access-Control-Request-Headers', $response->headers->get('Vary'));
        $this->assertFalse($response->headers->has('Access-Control-Allow-Credentials'));
    }

    public function test_preflight_lists_configured_methods_and_headers(): void
    {
        $cors = new CorsService([
            'allowedOrigins' => ['https://blipstream.test'],
            'allowedMethods' => ['get', 'post'],
            'allowedHeaders' => ['X-Blip-Token', 'Content-Type'],
            'maxAge' => 600,
        ]);
        $response = $cors->handlePreflightRequest($this->preflight('https://blipstream.test', 'DELETE'));

        $this->assertSame('GET, POST', $response->headers->get('Access-Control-Allow-Methods'));
        $this->assertSame('x-blip-token, content-type', $response->headers->get('Access-Control-Allow-Headers'));
        $this->assertSame('600', $response->headers->get('Access-Control-Max-Age'));
        $this->assertFalse($response->headers->has('Vary'));
    }

    public function test_a_null_max_age_sends_no_max_age_header(): void
    {
        $cors = new CorsService(['allowed_origins' => ['*'], 'max_age' => null]);

        $response = $cors->handlePreflightRequest($this->preflight('https://blipstream.test'));

        $this->assertTrue($response->headers->has('Access-Control-Allow-Origin'));
        $this->assertFalse($response->headers->has('Access-Control-Max-Age'));
    }

    public function test_preflight_from_a_refused_origin_gets_no_access_control_headers(): void
    {
        $cors = new CorsService([
            'allowed_origins' => ['https://blipstream.test', 'https://studio.blipstream.test'],
            'allowed_methods' => ['*'],
            'allowed_headers' => ['*'],
        ]);
        $response = $cors->handlePreflightRequest($this->preflight('https://evil.test'));

        $this->assertSame(204, $response->getStatusCode());
        $this->assertSame([], array_filter(
            array_keys($response->headers->all()),
            static fn (string $name): bool => str_starts_with($name, 'access-control-'),
        ));
        $this->assertSame('Origin', $response->headers->get('Vary'));
    }

    public function test_add_preflight_request_headers_decorates_a_given_response(): void
    {
        $cors = new CorsService(['allowed_origins' => ['*'], 'allowed_methods' => ['GET']]);
        $response = new Response('', 200);

        $returned = $cors->addPreflightRequestHeaders($response, $this->preflight('https://blipstream.test', 'GET'));

        $this->assertSame($response, $returned);
        $this->assertSame(200, $response->getStatusCode());
        $this->assertSame('GET', $response->headers->get('Access-Control-Allow-Methods'));
    }

    public function test_origins_are_allowed_by_list_wildcard_or_pattern(): void
    {
        $cors = new CorsService([
            'allowed_origins' => ['https://blipstream.test', 'https://*.preview.blipstream.test'],
            'allowed_origins_patterns' => ['#^https://pr-\d+\.blipstream\.test$#'],
        ]);

        $allowed = fn (string $origin): bool => $cors->isOriginAllowed($this->request('GET', ['Origin' => $origin]));

        $this->assertTrue($allowed('https://blipstream.test'));
        $this->assertTrue($allowed('https://feature-x.preview.blipstream.test'));
        $this->assertTrue($allowed('https://pr-42.blipstream.test'));
        $this->assertFalse($allowed('https://pr-x.blipstream.test'));
        $this->assertFalse($allowed('https://preview.blipstream.test.evil.test'));
        $this->assertFalse($allowed('http://blipstream.test'));
    }

    public function test_a_star_origin_allows_every_origin(): void
    {
        $cors = new CorsService(['allowed_origins' => ['*']]);

        $this->assertTrue($cors->isOriginAllowed($this->request('GET', ['Origin' => 'https://anything.test'])));
    }

    public function test_actual_request_with_star_origin_gets_star_and_no_vary(): void
    {
        $cors = new CorsService(self::LARAVEL_DEFAULTS);
        $response = $cors->addActualRequestHeaders(new Response, $this->request('GET', ['Origin' => 'https://elsewhere.test']));

        $this->assertSame('*', $response->headers->get('Access-Control-Allow-Origin'));
        $this->assertFalse($response->headers->has('Vary'));
        $this->assertFalse($response->headers->has('Access-Control-Expose-Headers'));
    }

    public function test_star_origin_with_credentials_echoes_the_origin_and_varies_on_it(): void
    {
        $cors = new CorsService(['allowed_origins' => ['*'], 'supports_credentials' => true]);
        $response = $cors->addActualRequestHeaders(new Response, $this->request('GET', ['Origin' => 'https://studio.blipstream.test']));

        $this->assertSame('https://studio.blipstream.test', $response->headers->get('Access-Control-Allow-Origin'));
        $this->assertSame('true', $response->headers->get('Access-Control-Allow-Credentials'));
        $this->assertSame('Origin', $response->headers->get('Vary'));
    }

    public function test_a_single_allowed_origin_is_sent_whatever_the_request(): void
    {
        $cors = new CorsService(['allowed_origins' => ['https://blipstream.test']]);
        $response = $cors->addActualRequestHeaders(new Response, $this->request('GET', ['Origin' => 'https://evil.test']));

        $this->assertSame('https://blipstream.test', $response->headers->get('Access-Control-Allow-Origin'));
        $this->assertFalse($response->headers->has('Vary'));
    }

    public function test_actual_request_exposes_configured_headers_and_credentials(): void
    {
        $cors = new CorsService([
            'allowed_origins' => ['https://blipstream.test', 'https://studio.blipstream.test'],
            'exposed_headers' => ['X-Upload-Offset', 'X-RateLimit-Remaining'],
            'supports_credentials' => true,
        ]);
        $response = $cors->addActualRequestHeaders(new Response, $this->request('GET', ['Origin' => 'https://studio.blipstream.test']));

        $this->assertSame('https://studio.blipstream.test', $response->headers->get('Access-Control-Allow-Origin'));
        $this->assertSame('X-Upload-Offset, X-RateLimit-Remaining', $response->headers->get('Access-Control-Expose-Headers'));
        $this->assertSame('true', $response->headers->get('Access-Control-Allow-Credentials'));
        $this->assertSame('Origin', $response->headers->get('Vary'));
    }

    public function test_actual_request_from_a_refused_origin_only_gets_vary(): void
    {
        $cors = new CorsService([
            'allowed_origins' => ['https://blipstream.test', 'https://studio.blipstream.test'],
            'exposed_headers' => ['X-Upload-Offset'],
            'supports_credentials' => true,
        ]);
        $response = $cors->addActualRequestHeaders(new Response, $this->request('GET', ['Origin' => 'https://evil.test']));

        $this->assertFalse($response->headers->has('Access-Control-Allow-Origin'));
        $this->assertFalse($response->headers->has('Access-Control-Allow-Credentials'));
        $this->assertFalse($response->headers->has('Access-Control-Expose-Headers'));
        $this->assertSame('Origin', $response->headers->get('Vary'));
    }

    public function test_exposed_headers_false_means_none(): void
    {
        $cors = new CorsService(['allowed_origins' => ['*'], 'exposedHeaders' => ['X-One']]);
        $cors->setOptions(['exposed_headers' => false]);

        $response = $cors->addActualRequestHeaders(new Response, $this->request('GET', ['Origin' => 'https://blipstream.test']));

        $this->assertFalse($response->headers->has('Access-Control-Expose-Headers'));
    }

    public function test_set_options_keeps_values_it_is_not_given(): void
    {
        $cors = new CorsService(['allowed_origins' => ['https://blipstream.test'], 'max_age' => 300]);
        $cors->setOptions(['allowed_methods' => ['POST']]);

        $response = $cors->handlePreflightRequest($this->preflight('https://blipstream.test'));

        $this->assertSame('https://blipstream.test', $response->headers->get('Access-Control-Allow-Origin'));
        $this->assertSame('POST', $response->headers->get('Access-Control-Allow-Methods'));
        $this->assertSame('300', $response->headers->get('Access-Control-Max-Age'));
    }

    public function test_camel_case_names_win_over_snake_case_ones(): void
    {
        $cors = new CorsService(['allowedMethods' => ['GET'], 'allowed_methods' => ['POST'], 'allowed_origins' => ['*']]);

        $response = $cors->handlePreflightRequest($this->preflight('https://blipstream.test'));

        $this->assertSame('GET', $response->headers->get('Access-Control-Allow-Methods'));
    }

    public function test_repeated_set_options_with_a_wildcard_origin_still_matches_the_same_origins(): void
    {
        $options = ['allowed_origins' => ['https://*.blipstream.test']];
        $cors = new CorsService($options);
        $cors->setOptions($options);
        $cors->setOptions(['allowed_origins' => ['https://blipstream.test']]);

        // The wildcard is gone, so the one remaining origin is sent as is.
        $response = $cors->addActualRequestHeaders(new Response, $this->request('GET', ['Origin' => 'https://x.blipstream.test']));

        $this->assertSame('https://blipstream.test', $response->headers->get('Access-Control-Allow-Origin'));
    }

    public function test_a_list_option_that_is_not_an_array_is_refused(): void
    {
        $this->expectException(InvalidOptionException::class);
        $this->expectExceptionMessage('CORS option `allowedOrigins` should be an array');

        /** @phpstan-ignore argument.type */
        new CorsService(['allowed_origins' => 'https://blipstream.test']);
    }

    public function test_vary_header_appends_once(): void
    {
        $cors = new CorsService;
        $response = new Response;
        $response->headers->set('Vary', 'Accept-Encoding');

        $returned = $cors->varyHeader($response, 'Origin');
        $cors->varyHeader($response, 'Origin');
        $cors->varyHeader($response, 'Accept-Encoding');

        $this->assertSame($response, $returned);
        $this->assertSame('Accept-Encoding, Origin', $response->headers->get('Vary'));
    }

    public function test_vary_header_starts_the_list_when_absent(): void
    {
        $response = (new CorsService)->varyHeader(new Response, 'Access-Control-Request-Method');

        $this->assertSame('Access-Control-Request-Method', $response->headers->get('Vary'));
    }
}

<?php

namespace Tests\Feature\Platform;

use Illuminate\Support\Facades\Route;
use Illuminate\Testing\TestResponse;
use Tests\TestCase;

/**
 * Runs through Laravel's global HandleCors middleware with the framework's default
 * config/cors.php (paths api/* and sanctum/csrf-cookie, every origin, method and header).
 */
class CorsTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        Route::post('api/blips', fn () => response()->json(['id' => 1], 201));
        Route::get('api/blips', fn () => response()->json([]));
        Route::get('watch', fn () => 'watch page');
    }

    /**
     * @return list<string>
     */
    private function accessControlHeaders(TestResponse $response): array
    {
        return array_values(array_filter(
            array_keys($response->headers->all()),
            static fn (string $name): bool => str_starts_with($name, 'access-control-'),
        ));
    }

    public function test_a_preflight_to_an_api_path_is_answered_by_the_middleware(): void
    {
        $response = $this->call('OPTIONS', '/api/blips', server: [
            'HTTP_ORIGIN' => 'https://embed.example.test',
            'HTTP_ACCESS_CONTROL_REQUEST_METHOD' => 'POST',
            'HTTP_ACCESS_CONTROL_REQUEST_HEADERS' => 'content-type, x-xsrf-token',
        ]);

        $response->assertNoContent();
        $response->assertHeader('Access-Control-Allow-Origin', '*');
        $response->assertHeader('Access-Control-Allow-Methods', 'POST');
        $response->assertHeader('Access-Control-Allow-Headers', 'content-type, x-xsrf-token');
        $response->assertHeader('Access-Control-Max-Age', '0');
        $response->assertHeader('Vary', 'Access-Control-Request-Method, Access-Control-Request-Headers');
        $response->assertHeaderMissing('Access-Control-Allow-Credentials');
    }

    public function test_an_actual_cross_origin_api_request_gets_the_allow_origin_header(): void
    {
        $response = $this->postJson('/api/blips', [], ['Origin' => 'https://embed.example.test']);

        $response->assertCreated();
        $response->assertHeader('Access-Control-Allow-Origin', '*');
    }

    public function test_a_path_outside_the_cors_paths_gets_no_cors_headers(): void
    {
        $preflight = $this->call('OPTIONS', '/watch', server: [
            'HTTP_ORIGIN' => 'https://embed.example.test',
            'HTTP_ACCESS_CONTROL_REQUEST_METHOD' => 'GET',
        ]);
        $actual = $this->get('/watch', ['Origin' => 'https://embed.example.test']);

        $this->assertNotSame(204, $preflight->getStatusCode());
        $this->assertSame([], $this->accessControlHeaders($preflight));
        $actual->assertOk();
        $this->assertSame([], $this->accessControlHeaders($actual));
    }

    public function test_a_restricted_origin_list_echoes_allowed_origins_and_refuses_others(): void
    {
        config([
            'cors.allowed_origins' => ['https://blipstream.test', 'https://*.blipstream.test'],
            'cors.supports_credentials' => true,
            'cors.exposed_headers' => ['X-Upload-Offset'],
        ]);

        $allowed = $this->getJson('/api/blips', ['Origin' => 'https://studio.blipstream.test']);
        $refused = $this->getJson('/api/blips', ['Origin' => 'https://evil.test']);

        $allowed->assertHeader('Access-Control-Allow-Origin', 'https://studio.blipstream.test');
        $allowed->assertHeader('Access-Control-Allow-Credentials', 'true');
        $allowed->assertHeader('Access-Control-Expose-Headers', 'X-Upload-Offset');
        $allowed->assertHeader('Vary', 'Origin');
        $refused->assertOk();
        $this->assertSame([], $this->accessControlHeaders($refused));
        $refused->assertHeader('Vary', 'Origin');
    }
}

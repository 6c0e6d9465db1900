<?php

namespace Tests\Feature\Security;

use App\Media\PublicMedia;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Env;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\Facades\Vite;
use Illuminate\Testing\TestResponse;
use RuntimeException;
use Symfony\Component\HttpFoundation\Response;
use Tests\TestCase;

class SecurityHeadersTest extends TestCase
{
    use RefreshDatabase;

    /** @var array<string, string|false> environment values to put back after a test */
    private array $savedEnvironment = [];

    protected function tearDown(): void
    {
        foreach ($this->savedEnvironment as $name => $value) {
            $this->putEnvironment($name, $value);
        }

        parent::tearDown();
    }

    public function test_an_html_page_carries_every_header(): void
    {
        $this->assertHardened($this->get('/')->assertOk());
    }

    public function test_an_inertia_visit_carries_every_header(): void
    {
        $version = (string) $this->get('/')->inertiaPage()['version'];

        $response = $this->get('/', ['X-Inertia' => 'true', 'X-Inertia-Version' => $version])
            ->assertOk()
            ->assertHeader('X-Inertia', 'true');

        $this->assertHardened($response);
    }

    public function test_a_redirect_carries_every_header(): void
    {
        $this->assertHardened($this->get('/profile')->assertRedirect('/login'));
    }

    public function test_the_not_found_page_carries_every_header(): void
    {
        $this->assertHardened($this->get('/no-such-page')->assertNotFound());
    }

    public function test_every_script_carries_the_nonce_of_its_own_request_under_the_vite_dev_server(): void
    {
        $this->withVite();
        Vite::useHotFile($this->hotFile('http://127.0.0.1:5173'));

        $first = $this->get('/')->assertOk();
        $second = $this->get('/')->assertOk();

        $nonce = $this->nonceOf($first);
        $this->assertNotSame($nonce, $this->nonceOf($second));

        $scripts = $this->executableScriptTags((string) $first->getContent());
        // The theme script, Ziggy's routes, React refresh, Vite's client and the two entries.
        $this->assertGreaterThanOrEqual(6, count($scripts));
        foreach ($scripts as $tag) {
            $this->assertStringContainsString('nonce="'.$nonce.'"', $tag);
        }

        $policy = $this->policyOf($first);
        $this->assertContains('http://127.0.0.1:5173', $policy['script-src']);
        $this->assertContains('http://127.0.0.1:5173', $policy['style-src']);
        $this->assertContains('ws://127.0.0.1:5173', $policy['connect-src']);
    }

    public function test_without_the_dev_server_or_a_media_url_the_policy_names_no_other_origin(): void
    {
        $this->assertDoesNotMatchRegularExpression('#\w+://#', (string) $this->get('/')->headers->get('Content-Security-Policy'));
    }

    public function test_hsts_is_sent_only_over_https(): void
    {
        $this->get('/')->assertHeaderMissing('Strict-Transport-Security');

        $https = preg_replace('#^http://#', 'https://', rtrim((string) config('app.url'), '/'));
        $this->get($https.'/')->assertOk()->assertHeader('Strict-Transport-Security', 'max-age=31536000');
    }

    public function test_cookies_are_secure_only_when_the_app_url_is_https(): void
    {
        $this->assertFalse($this->get('/')->getCookie('XSRF-TOKEN', false)?->isSecure());

        $this->withEnvironment(['APP_URL' => 'https://blipstream.test']);
        // Plain http, as a TLS-terminating proxy that is not trusted would forward it.
        $response = $this->get('http://blipstream.test/')->assertOk();

        $this->assertTrue($response->getCookie('XSRF-TOKEN', false)?->isSecure());
        $this->assertTrue($response->getCookie((string) config('session.cookie'), false)?->isSecure());
    }

    public function test_media_urls_are_relative_so_any_host_and_port_serves_them(): void
    {
        $video = Video::factory()->create(['thumbnail_path' => 'thumbnails/a.jpg', 'hls_path' => 'hls/a/index.m3u8']);

        $this->assertSame('/storage/thumbnails/a.jpg', $video->thumbnail_url);
        $this->assertSame('/storage/hls/a/index.m3u8', $video->hls_url);
        $this->assertNull(PublicMedia::origin());
    }

    public function test_an_empty_media_url_as_in_the_example_env_keeps_media_under_storage(): void
    {
        $this->withEnvironment(['MEDIA_URL' => '']);

        $this->assertSame('/storage/thumbnails/a.jpg', PublicMedia::url('thumbnails/a.jpg'));
        $this->assertNull(PublicMedia::origin());
    }

    public function test_media_urls_and_the_policy_follow_the_media_url(): void
    {
        $this->withEnvironment(['MEDIA_URL' => 'https://cdn.example:8443/media/']);

        $this->assertSame('https://cdn.example:8443/media/thumbnails/a.jpg', PublicMedia::url('thumbnails/a.jpg'));

        $policy = $this->policyOf($this->get('/'));
        foreach (['img-src', 'media-src', 'connect-src'] as $directive) {
            $this->assertContains('https://cdn.example:8443', $policy[$directive], $directive);
        }
    }

    public function test_laravels_debug_page_keeps_its_inline_scripts(): void
    {
        config(['app.debug' => true]);
        Route::middleware('web')->get('/_test/broken', fn () => throw new RuntimeException('broken'));

        $this->get('/_test/broken')
            ->assertInternalServerError()
            ->assertHeaderMissing('Content-Security-Policy')
            ->assertHeader('X-Content-Type-Options', 'nosniff');
    }

    /**
     * @param  TestResponse<Response>  $response
     */
    private function assertHardened(TestResponse $response): void
    {
        $response
            ->assertHeader('X-Content-Type-Options', 'nosniff')
            ->assertHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
            ->assertHeaderMissing('Strict-Transport-Security');

        $permissions = (string) $response->headers->get('Permissions-Policy');
        foreach (['camera=()', 'microphone=()', 'geolocation=()', 'fullscreen=(self)', 'picture-in-picture=(self)', 'autoplay=(self)', 'clipboard-write=(self)'] as $feature) {
            $this->assertStringContainsString($feature, $permissions);
        }

        $policy = $this->policyOf($response);
        $this->assertContains("'nonce-".$this->nonceOf($response)."'", $policy['script-src']);
        $this->assertNotContains("'unsafe-inline'", $policy['script-src']);
        $this->assertNotContains("'unsafe-eval'", $policy['script-src']);
        $this->assertSame(["'none'"], $policy['object-src']);
        $this->assertSame(["'self'"], $policy['base-uri']);
        $this->assertSame(["'none'"], $policy['frame-ancestors']);
        $this->assertContains("'self'", $policy['img-src']);
        $this->assertContains('blob:', $policy['media-src']);
    }

    /**
     * @param  TestResponse<Response>  $response
     * @return array<string, list<string>>
     */
    private function policyOf(TestResponse $response): array
    {
        $header = $response->headers->get('Content-Security-Policy');
        $this->assertIsString($header, 'No Content-Security-Policy header.');

        $policy = [];
        foreach (array_filter(array_map('trim', explode(';', $header))) as $directive) {
            $parts = preg_split('/\s+/', $directive) ?: [];
            $policy[(string) array_shift($parts)] = $parts;
        }

        return $policy;
    }

    /**
     * @param  TestResponse<Response>  $response
     */
    private function nonceOf(TestResponse $response): string
    {
        $sources = implode(' ', $this->policyOf($response)['script-src']);
        $this->assertSame(1, preg_match("/'nonce-([^']+)'/", $sources, $match));

        return $match[1];
    }

    /**
     * Script tags the browser runs; a JSON data block (Inertia's page) is never executed.
     *
     * @return list<string>
     */
    private function executableScriptTags(string $html): array
    {
        preg_match_all('/<script\b[^>]*>/i', $html, $matches);

        return array_values(array_filter($matches[0], fn (string $tag) => ! str_contains($tag, 'application/json')));
    }

    private function hotFile(string $url): string
    {
        $path = tempnam(sys_get_temp_dir(), 'hot');
        file_put_contents($path, $url);
        $this->beforeApplicationDestroyed(fn () => @unlink($path));

        return $path;
    }

    /**
     * Boots the application again with the given environment, as a deployment would.
     *
     * @param  array<string, string>  $values
     */
    private function withEnvironment(array $values): void
    {
        foreach ($values as $name => $value) {
            $this->savedEnvironment[$name] ??= getenv($name);
            $this->putEnvironment($name, $value);
        }

        // A new environment repository: the old one remembers writing .env's values and would
        // let .env overwrite the ones set here.
        Env::enablePutenv();
        // The database transaction this test began belongs to the application being replaced.
        $this->app->make('db')->connection()->rollBack();
        $this->refreshApplication();
        $this->setUpTraits();
        $this->withoutVite();
    }

    private function putEnvironment(string $name, string|false $value): void
    {
        if ($value === false) {
            putenv($name);
            unset($_ENV[$name], $_SERVER[$name]);

            return;
        }

        putenv("{$name}={$value}");
        $_ENV[$name] = $_SERVER[$name] = $value;
    }
}

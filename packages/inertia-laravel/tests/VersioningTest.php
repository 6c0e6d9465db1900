<?php

namespace Inertia\Tests;

use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Middleware;

class VersioningTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    public function test_version_is_the_hash_of_the_vite_manifest(): void
    {
        $this->writeManifest('{"resources/js/app.tsx":{"file":"assets/app-1.js"}}');

        $version = (new Middleware)->version(Request::create('/'));

        $this->assertSame(hash_file('xxh128', $this->publicPath.'/build/manifest.json'), $version);

        $this->writeManifest('{"resources/js/app.tsx":{"file":"assets/app-2.js"}}');
        $this->assertNotSame($version, (new Middleware)->version(Request::create('/')));
    }

    public function test_version_is_null_without_a_manifest(): void
    {
        $this->assertNull((new Middleware)->version(Request::create('/')));
    }

    public function test_page_carries_the_current_version(): void
    {
        $this->writeManifest('{"a":1}');
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));
        $version = hash('xxh128', '{"a":1}');

        $this->get('/inertia-test/page')->assertInertia(fn ($page) => $page->version($version));
        $this->assertSame($version, Inertia::getVersion());
    }

    public function test_stale_version_on_get_gets_409_with_the_url_to_reload(): void
    {
        $this->writeManifest('{"a":2}');
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));

        $response = $this->get('/inertia-test/page?tab=2', $this->inertiaHeaders(version: 'old-version'));

        $response->assertStatus(409)
            ->assertHeader('X-Inertia-Location', url('/inertia-test/page?tab=2'))
            ->assertHeader('X-Inertia-Version', hash('xxh128', '{"a":2}'));
        $this->assertSame('', $response->getContent());
    }

    public function test_matching_version_is_served(): void
    {
        $this->writeManifest('{"a":3}');
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));

        $this->get('/inertia-test/page', $this->inertiaHeaders(version: hash('xxh128', '{"a":3}')))
            ->assertOk()
            ->assertJsonPath('component', 'Page');
    }

    public function test_stale_version_keeps_the_flashed_session_data_for_the_reload(): void
    {
        $this->writeManifest('{"a":4}');
        $this->inertiaRoute('post', '/inertia-test/save', fn () => redirect('/inertia-test/page')->with('status', 'Saved'));
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page', ['status' => session('status')]));

        $this->post('/inertia-test/save', [], $this->inertiaHeaders(version: 'old'))->assertRedirect();
        $this->get('/inertia-test/page', $this->inertiaHeaders(version: 'old'))->assertStatus(409);

        $this->get('/inertia-test/page')->assertInertia(fn ($page) => $page->where('status', 'Saved'));
    }

    public function test_non_get_requests_are_not_version_checked(): void
    {
        $this->writeManifest('{"a":5}');
        $this->inertiaRoute('post', '/inertia-test/save', fn () => redirect('/inertia-test/page'));

        $this->post('/inertia-test/save', [], $this->inertiaHeaders(version: 'old'))
            ->assertStatus(302)
            ->assertHeaderMissing('X-Inertia-Location');
    }

    public function test_asset_url_config_takes_precedence_over_the_manifest(): void
    {
        $this->writeManifest('{"a":6}');
        config(['app.asset_url' => 'https://cdn.example.test/v42']);

        $this->assertSame(hash('xxh128', 'https://cdn.example.test/v42'), (new Middleware)->version(Request::create('/')));
    }
}

<?php

namespace Inertia\Tests;

use Inertia\Inertia;
use Inertia\Testing\AssertableInertia;
use PHPUnit\Framework\AssertionFailedError;

class TestingHelpersTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    protected function setUp(): void
    {
        parent::setUp();

        $this->inertiaRoute('get', '/inertia-test/watch', fn () => Inertia::render('Watch/Show', [
            'video' => ['id' => 'abc', 'title' => 'Launch', 'tags' => ['a', 'b']],
            'comments' => Inertia::defer(fn () => [['id' => 1]], 'comments'),
            'related' => Inertia::defer(fn () => ['r1']),
            'sidebar' => Inertia::defer(fn () => ['s1']),
        ]));
    }

    private function assertFails(callable $callback, string $message = ''): void
    {
        try {
            $callback();
        } catch (AssertionFailedError $e) {
            $this->assertStringContainsString($message, $e->getMessage());

            return;
        }

        $this->fail('The assertion was expected to fail.');
    }

    public function test_assert_inertia_checks_component_url_version_and_props(): void
    {
        $this->get('/inertia-test/watch?v=abc')->assertInertia(fn (AssertableInertia $page) => $page
            ->component('Watch/Show')
            ->url('/inertia-test/watch?v=abc')
            ->version('')
            ->has('video', fn (AssertableInertia $video) => $video
                ->where('id', 'abc')
                ->where('title', 'Launch')
                ->has('tags', 2))
            ->where('appName', 'Blipstream')
            ->missing('comments'));
    }

    public function test_assert_inertia_works_on_json_responses_too(): void
    {
        $this->get('/inertia-test/watch', $this->inertiaHeaders())
            ->assertInertia(fn (AssertableInertia $page) => $page->component('Watch/Show')->has('video'));
    }

    public function test_assertions_fail_on_mismatches(): void
    {
        $response = $this->get('/inertia-test/watch');

        $this->assertFails(fn () => $response->assertInertia(fn ($page) => $page->component('Other')), 'Unexpected Inertia page component.');
        $this->assertFails(fn () => $response->assertInertia(fn ($page) => $page->url('/elsewhere')), 'Unexpected Inertia page url.');
        $this->assertFails(fn () => $response->assertInertia(fn ($page) => $page->version('v9')), 'Unexpected Inertia asset version.');
        $this->assertFails(fn () => $response->assertInertia(fn ($page) => $page->where('video.title', 'Other')));
    }

    public function test_assert_inertia_rejects_a_non_inertia_response(): void
    {
        $this->inertiaRoute('get', '/inertia-test/plain', fn () => response('plain'));

        $this->assertFails(fn () => $this->get('/inertia-test/plain')->assertInertia(), 'Not a valid Inertia response.');
    }

    public function test_inertia_page_and_inertia_props(): void
    {
        $response = $this->get('/inertia-test/watch');

        $page = $response->inertiaPage();
        $this->assertSame('Watch/Show', $page['component']);
        $this->assertSame('/inertia-test/watch', $page['url']);
        $this->assertSame(['comments' => ['comments'], 'default' => ['related', 'sidebar']], $page['deferredProps']);

        $this->assertSame('Launch', $response->inertiaProps('video.title'));
        $this->assertSame(['a', 'b'], $response->inertiaProps('video.tags'));
        $this->assertArrayHasKey('video', $response->inertiaProps());
    }

    public function test_load_deferred_props_reloads_the_named_group(): void
    {
        $loaded = null;

        $this->get('/inertia-test/watch')->assertInertia(function (AssertableInertia $page) use (&$loaded) {
            $page->missing('comments')
                ->loadDeferredProps('comments', function (AssertableInertia $reload) use (&$loaded) {
                    $reload->where('comments.0.id', 1)->missing('related')->missing('video');
                    $loaded = $reload->toArray()['props'];
                });
        });

        $this->assertSame(['errors' => [], 'comments' => [['id' => 1]]], $loaded);
    }

    public function test_load_deferred_props_reloads_several_groups_or_all_of_them(): void
    {
        $this->get('/inertia-test/watch')->assertInertia(fn (AssertableInertia $page) => $page
            ->loadDeferredProps(['comments', 'default'], fn (AssertableInertia $reload) => $reload
                ->has('comments')->has('related')->has('sidebar'))
            ->loadDeferredProps(fn (AssertableInertia $reload) => $reload
                ->has('comments')->where('related', ['r1'])->where('sidebar', ['s1'])));
    }

    public function test_load_deferred_props_fails_when_the_group_does_not_load_its_props(): void
    {
        $this->inertiaRoute('get', '/inertia-test/broken', fn () => request()->header('X-Inertia-Partial-Data')
            ? Inertia::render('Broken')
            : Inertia::render('Broken', ['stats' => Inertia::defer(fn () => 1)]));

        $this->assertFails(fn () => $this->get('/inertia-test/broken')->assertInertia(
            fn (AssertableInertia $page) => $page->loadDeferredProps('default', fn () => null),
        ));
    }

    public function test_reload_only_and_reload_except(): void
    {
        $this->get('/inertia-test/watch')->assertInertia(fn (AssertableInertia $page) => $page
            ->reloadOnly('video', fn (AssertableInertia $reload) => $reload->missing('appName'))
            ->reloadExcept(['video'], fn (AssertableInertia $reload) => $reload->has('appName')));
    }

    public function test_component_checks_that_the_page_file_exists_when_configured(): void
    {
        $pages = $this->publicPath.'/Pages';
        mkdir($pages.'/Watch', 0777, true);
        touch($pages.'/Watch/Show.tsx');
        config(['inertia.testing.page_paths' => [$pages]]);
        $this->inertiaRoute('get', '/inertia-test/missing', fn () => Inertia::render('Missing/Page'));

        $this->get('/inertia-test/missing')->assertInertia(fn ($page) => $page->component('Missing/Page'));

        config(['inertia.testing.ensure_pages_exist' => true]);

        $this->get('/inertia-test/watch')->assertInertia(fn ($page) => $page->component('Watch/Show'));
        $this->assertFails(
            fn () => $this->get('/inertia-test/missing')->assertInertia(fn ($page) => $page->component('Missing/Page')),
            'Inertia page component file [Missing/Page] does not exist.',
        );
        $this->get('/inertia-test/missing')->assertInertia(fn ($page) => $page->component('Missing/Page', false));

        config(['inertia.testing.ensure_pages_exist' => false]);
        $this->assertFails(
            fn () => $this->get('/inertia-test/missing')->assertInertia(fn ($page) => $page->component('Missing/Page', true)),
            'does not exist',
        );
    }

    public function test_testing_config_defaults(): void
    {
        $this->assertFalse(config('inertia.testing.ensure_pages_exist'));
        $this->assertSame([resource_path('js/Pages')], config('inertia.testing.page_paths'));
        $this->assertContains('tsx', config('inertia.testing.page_extensions'));
    }
}

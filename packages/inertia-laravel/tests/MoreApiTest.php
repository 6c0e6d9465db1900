<?php

namespace Inertia\Tests;

use Illuminate\Http\Request;
use Illuminate\Pagination\Cursor;
use Illuminate\Pagination\CursorPaginator;
use Illuminate\Pagination\Paginator;
use Illuminate\Support\MessageBag;
use Illuminate\Support\ViewErrorBag;
use Inertia\Inertia;
use Inertia\Middleware;
use Inertia\ScrollMetadata;
use Inertia\Testing\AssertableInertia;
use Inertia\Tests\Fixtures\Section;
use InvalidArgumentException;
use PHPUnit\Framework\AssertionFailedError;

class MoreApiTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    public function test_render_accepts_a_backed_enum_component(): void
    {
        $this->inertiaRoute('get', '/inertia-test/studio', fn () => Inertia::render(Section::Studio));

        $this->get('/inertia-test/studio', $this->inertiaHeaders())->assertJsonPath('component', 'Studio/Dashboard');
    }

    public function test_view_data_reaches_the_root_view_but_not_the_page(): void
    {
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page')->withViewData(['meta' => 'description']));

        $response = $this->get('/inertia-test/page')->assertViewHas('meta', 'description');

        $this->assertArrayNotHasKey('meta', $response->inertiaProps());
    }

    public function test_back_redirects_to_the_previous_url(): void
    {
        $this->inertiaRoute('post', '/inertia-test/like', fn () => Inertia::back());

        $this->from('/inertia-test/watch')->post('/inertia-test/like')->assertRedirect('/inertia-test/watch');
    }

    public function test_mix_manifest_is_hashed_when_there_is_no_vite_manifest(): void
    {
        file_put_contents($this->publicPath.'/mix-manifest.json', '{"/js/app.js":"/js/app.js?id=1"}');

        $this->assertSame(
            hash('xxh128', '{"/js/app.js":"/js/app.js?id=1"}'),
            (new Middleware)->version(Request::create('/')),
        );
    }

    public function test_with_all_errors_shares_every_message_of_a_field(): void
    {
        $middleware = new class extends Middleware
        {
            protected $withAllErrors = true;
        };
        $request = Request::create('/');
        $request->setLaravelSession($session = app('session')->driver());
        $session->put('errors', (new ViewErrorBag)->put('default', new MessageBag(['title' => ['Required.', 'Too short.']])));

        $this->assertEquals((object) ['title' => ['Required.', 'Too short.']], $middleware->resolveValidationErrors($request));
    }

    public function test_has_flash_and_missing_flash(): void
    {
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page')->flash('toast', 'Saved'));

        $this->get('/inertia-test/page')->assertInertia(fn (AssertableInertia $page) => $page
            ->hasFlash('toast')
            ->hasFlash('toast', 'Saved')
            ->missingFlash('error'));

        $this->expectException(AssertionFailedError::class);
        $this->get('/inertia-test/page')->assertInertia(fn (AssertableInertia $page) => $page->hasFlash('toast', 'Other'));
    }

    public function test_reload_repeats_the_visit_with_partial_headers(): void
    {
        $count = 0;
        $this->inertiaRoute('get', '/inertia-test/page', function () use (&$count) {
            $count++;

            return Inertia::render('Page', ['count' => $count, 'other' => 'x']);
        });

        $this->get('/inertia-test/page')->assertInertia(fn (AssertableInertia $page) => $page
            ->where('count', 1)
            ->reload(fn (AssertableInertia $reload) => $reload->where('count', 2)->where('other', 'x'))
            ->reload(fn (AssertableInertia $reload) => $reload->where('count', 3)->missing('other'), only: ['count']));
    }

    public function test_scroll_metadata_from_a_simple_paginator(): void
    {
        $last = new Paginator([1, 2], 2, 3, ['pageName' => 'p']);
        $more = new Paginator([1, 2, 3], 2, 1, ['pageName' => 'p']);

        $this->assertSame(['pageName' => 'p', 'previousPage' => 2, 'nextPage' => null, 'currentPage' => 3], ScrollMetadata::fromPaginator($last)->toArray());
        $this->assertSame(['pageName' => 'p', 'previousPage' => null, 'nextPage' => 2, 'currentPage' => 1], ScrollMetadata::fromPaginator($more)->toArray());
    }

    public function test_scroll_metadata_from_a_cursor_paginator(): void
    {
        $items = [['id' => 1], ['id' => 2], ['id' => 3]];
        $first = new CursorPaginator($items, 2, null, ['parameters' => ['id']]);

        $metadata = ScrollMetadata::fromPaginator($first);

        $this->assertSame('cursor', $metadata->getPageName());
        $this->assertNull($metadata->getPreviousPage());
        $this->assertSame(1, $metadata->getCurrentPage());
        $this->assertSame(2, Cursor::fromEncoded((string) $metadata->getNextPage())?->parameter('id'));

        $cursor = new Cursor(['id' => 2]);
        $second = new CursorPaginator([['id' => 3]], 2, $cursor, ['parameters' => ['id']]);

        $this->assertSame($cursor->encode(), ScrollMetadata::fromPaginator($second)->getCurrentPage());
    }

    public function test_scroll_metadata_needs_a_paginator(): void
    {
        $this->expectException(InvalidArgumentException::class);

        ScrollMetadata::fromPaginator([1, 2]);
    }
}

<?php

namespace Inertia\Tests;

use Illuminate\Http\Request;
use Illuminate\Pagination\LengthAwarePaginator;
use Illuminate\Support\Collection;
use Inertia\Inertia;
use Inertia\PropertyContext;
use Inertia\ProvidesInertiaProperties;
use Inertia\ProvidesInertiaProperty;
use Inertia\RenderContext;
use Inertia\ScrollMetadata;
use Inertia\Tests\Fixtures\UserResource;

class PartialReloadTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    /**
     * @param  array<array-key, mixed>  $props
     */
    private function page(array $props, string $component = 'Videos/Index'): void
    {
        $this->inertiaRoute('get', '/inertia-test/videos', fn () => Inertia::render($component, $props));
    }

    /**
     * @param  array<string, string>  $headers
     * @return array<string, mixed>
     */
    private function visit(array $headers = []): array
    {
        return $this->get('/inertia-test/videos', $headers === [] ? $this->inertiaHeaders() : $headers)->assertOk()->json();
    }

    public function test_partial_data_returns_only_the_named_props(): void
    {
        $this->page(['videos' => ['a'], 'channels' => ['b'], 'stats' => fn () => 3]);

        $page = $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Data' => 'videos,stats']));

        $this->assertSame(['errors' => [], 'videos' => ['a'], 'stats' => 3], $page['props']);
    }

    public function test_partial_except_leaves_out_the_named_props(): void
    {
        $this->page(['videos' => ['a'], 'channels' => ['b']]);

        $page = $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Except' => 'channels,appName']));

        $this->assertSame(['errors' => [], 'videos' => ['a']], $page['props']);
    }

    public function test_partial_headers_for_another_component_are_ignored(): void
    {
        $this->page(['videos' => ['a'], 'channels' => ['b'], 'later' => Inertia::optional(fn () => 'x')]);

        $page = $this->visit($this->partialHeaders('Channel/Show', [
            'X-Inertia-Partial-Data' => 'videos,later',
            'X-Inertia-Partial-Except' => 'videos',
        ]));

        $this->assertSame(['errors' => [], 'appName' => 'Blipstream', 'videos' => ['a'], 'channels' => ['b']], $page['props']);
    }

    public function test_partial_data_reaches_into_nested_props_with_dot_keys(): void
    {
        $this->page(['auth' => ['user' => ['name' => 'Ada'], 'permissions' => ['upload']], 'other' => 1]);

        $page = $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Data' => 'auth.user']));

        $this->assertSame(['errors' => [], 'auth' => ['user' => ['name' => 'Ada']]], $page['props']);

        $page = $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Except' => 'auth.permissions']));
        $this->assertSame(['user' => ['name' => 'Ada']], $page['props']['auth']);
    }

    public function test_dot_keys_in_props_become_nested_props(): void
    {
        $this->page(['auth' => ['user' => 'Ada'], 'auth.channel' => fn () => 'ada-films']);

        $this->assertSame(['user' => 'Ada', 'channel' => 'ada-films'], $this->visit()['props']['auth']);
    }

    public function test_closures_run_only_for_props_that_are_sent(): void
    {
        $calls = 0;
        $this->page(['cheap' => 1, 'costly' => function () use (&$calls) {
            $calls++;

            return 2;
        }]);

        $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Data' => 'cheap']));
        $this->assertSame(0, $calls);

        $this->assertSame(2, $this->visit()['props']['costly']);
        $this->assertSame(1, $calls);
    }

    public function test_optional_props_are_sent_only_when_a_partial_reload_asks_for_them(): void
    {
        $calls = 0;
        $this->page(['videos' => [], 'related' => Inertia::optional(function () use (&$calls) {
            $calls++;

            return ['r1'];
        })]);

        $this->assertArrayNotHasKey('related', $this->visit()['props']);
        $this->get('/inertia-test/videos')->assertInertia(fn ($page) => $page->missing('related'));
        $this->assertArrayNotHasKey('related', $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Data' => 'videos']))['props']);
        $this->assertSame(0, $calls);

        $page = $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Data' => 'related']));
        $this->assertSame(['r1'], $page['props']['related']);
        $this->assertSame(1, $calls);
    }

    public function test_always_props_are_sent_even_when_not_asked_for_or_excepted(): void
    {
        $this->page(['videos' => ['a'], 'notice' => Inertia::always(fn () => 'maintenance tonight')]);

        $only = $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Data' => 'videos']));
        $except = $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Except' => 'notice']));

        $this->assertSame('maintenance tonight', $only['props']['notice']);
        $this->assertSame('maintenance tonight', $except['props']['notice']);
        $this->assertSame('maintenance tonight', $this->visit()['props']['notice']);
    }

    public function test_deferred_props_are_left_out_of_the_first_load_and_listed_by_group(): void
    {
        $calls = 0;
        $costly = function () use (&$calls) {
            $calls++;

            return 'value';
        };
        $this->page([
            'videos' => ['a'],
            'permissions' => Inertia::defer($costly),
            'teams' => Inertia::defer($costly, 'sidebar'),
            'projects' => Inertia::defer($costly, 'sidebar'),
        ]);

        $page = $this->visit();

        $this->assertSame(['errors', 'appName', 'videos'], array_keys($page['props']));
        $this->assertSame(['default' => ['permissions'], 'sidebar' => ['teams', 'projects']], $page['deferredProps']);
        $this->assertSame(0, $calls);

        $this->get('/inertia-test/videos')->assertInertia(fn ($page) => $page->missing('teams'));
        $html = $this->get('/inertia-test/videos')->getContent();
        $this->assertStringContainsString('"deferredProps":{"default":["permissions"],"sidebar":["teams","projects"]}', (string) $html);
    }

    public function test_deferred_group_is_loaded_by_a_partial_reload_naming_its_props(): void
    {
        $this->page([
            'videos' => ['a'],
            'permissions' => Inertia::defer(fn () => ['upload']),
            'teams' => Inertia::defer(fn () => ['t1'], 'sidebar'),
            'projects' => Inertia::defer(fn () => ['p1'], 'sidebar'),
        ]);

        $page = $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Data' => 'teams,projects']));

        $this->assertSame(['errors' => [], 'teams' => ['t1'], 'projects' => ['p1']], $page['props']);
        $this->assertArrayNotHasKey('deferredProps', $page);
    }

    public function test_nested_deferred_props_are_listed_by_their_path(): void
    {
        $this->page(['auth' => ['user' => 'Ada', 'notifications' => Inertia::defer(fn () => [1, 2])]]);

        $page = $this->visit();

        $this->assertSame(['user' => 'Ada'], $page['props']['auth']);
        $this->assertSame(['default' => ['auth.notifications']], $page['deferredProps']);
        $this->assertSame([1, 2], $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Data' => 'auth.notifications']))['props']['auth']['notifications']);
    }

    public function test_merge_props_are_listed_for_appending(): void
    {
        $this->page(['comments' => Inertia::merge(fn () => ['c3', 'c4']), 'title' => 'x']);

        $page = $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Data' => 'comments']));

        $this->assertSame(['c3', 'c4'], $page['props']['comments']);
        $this->assertSame(['comments'], $page['mergeProps']);
        $this->assertArrayNotHasKey('prependProps', $page);
        $this->assertSame(['comments'], $this->visit()['mergeProps']);
    }

    public function test_merge_props_left_out_of_a_partial_reload_are_not_listed(): void
    {
        $this->page(['comments' => Inertia::merge(['c1']), 'title' => 'x']);

        $page = $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Data' => 'title']));

        $this->assertArrayNotHasKey('mergeProps', $page);
    }

    public function test_prepend_lists_the_prop_in_prepend_props(): void
    {
        $this->page(['notifications' => Inertia::merge(['n9'])->prepend()]);

        $page = $this->visit();

        $this->assertSame(['notifications'], $page['prependProps']);
        $this->assertArrayNotHasKey('mergeProps', $page);
    }

    public function test_append_and_prepend_at_nested_paths_with_match_keys(): void
    {
        $this->page(['feed' => Inertia::merge(['data' => [], 'pinned' => []])
            ->append('data', 'id')
            ->prepend('pinned')]);

        $page = $this->visit();

        $this->assertSame(['feed.data'], $page['mergeProps']);
        $this->assertSame(['feed.pinned'], $page['prependProps']);
        $this->assertSame(['feed.data.id'], $page['matchPropsOn']);
    }

    public function test_match_on_lists_the_keys_items_are_matched_on(): void
    {
        $this->page(['videos' => Inertia::merge([['id' => 1]])->matchOn('id')]);

        $this->assertSame(['videos.id'], $this->visit()['matchPropsOn']);
    }

    public function test_deep_merge_props_are_listed_in_deep_merge_props(): void
    {
        $this->page(['settings' => Inertia::deepMerge(['player' => ['volume' => 3]])]);

        $page = $this->visit();

        $this->assertSame(['settings'], $page['deepMergeProps']);
        $this->assertArrayNotHasKey('mergeProps', $page);
        $this->assertSame(['player' => ['volume' => 3]], $page['props']['settings']);
    }

    public function test_deferred_merge_props_are_listed_on_the_first_load(): void
    {
        $this->page(['comments' => Inertia::defer(fn () => ['c1'])->merge()]);

        $page = $this->visit();

        $this->assertSame(['comments'], $page['mergeProps']);
        $this->assertSame(['default' => ['comments']], $page['deferredProps']);
    }

    public function test_reset_props_are_replaced_instead_of_merged(): void
    {
        $this->page([
            'comments' => Inertia::merge(['c1']),
            'settings' => Inertia::deepMerge(['a' => 1]),
        ]);

        $page = $this->visit($this->partialHeaders('Videos/Index', [
            'X-Inertia-Partial-Data' => 'comments,settings',
            'X-Inertia-Reset' => 'comments',
        ]));

        $this->assertSame(['c1'], $page['props']['comments']);
        $this->assertArrayNotHasKey('mergeProps', $page);
        $this->assertSame(['settings'], $page['deepMergeProps']);
    }

    public function test_arrayable_props_and_resources_resolve_to_arrays(): void
    {
        $this->page([
            'tags' => new Collection(['php', 'react']),
            'user' => new UserResource(['name' => 'ada']),
            'lazyUser' => fn () => new UserResource(['name' => 'bob']),
        ]);

        $props = $this->visit()['props'];

        $this->assertSame(['php', 'react'], $props['tags']);
        $this->assertSame(['data' => ['name' => 'ada', 'shouted' => 'ADA']], $props['user']);
        $this->assertSame(['data' => ['name' => 'bob', 'shouted' => 'BOB']], $props['lazyUser']);
    }

    public function test_arrayable_props_passed_as_the_whole_props_are_accepted(): void
    {
        $this->inertiaRoute('get', '/inertia-test/videos', fn () => Inertia::render('Videos/Index', new Collection(['count' => 2])));

        $this->assertSame(2, $this->visit()['props']['count']);
    }

    public function test_objects_providing_props_are_resolved_with_their_context(): void
    {
        $provider = new class implements ProvidesInertiaProperties
        {
            public function toInertiaProperties(RenderContext $context): iterable
            {
                return ['component' => $context->component, 'path' => $context->request->path()];
            }
        };
        $prop = new class implements ProvidesInertiaProperty
        {
            public function toInertiaProperty(PropertyContext $prop): mixed
            {
                return $prop->key.'@'.$prop->request->path();
            }
        };
        $this->page([$provider, 'self' => $prop]);

        $props = $this->visit()['props'];

        $this->assertSame('Videos/Index', $props['component']);
        $this->assertSame('inertia-test/videos', $props['path']);
        $this->assertSame('self@inertia-test/videos', $props['self']);
    }

    public function test_closure_returning_a_deferred_prop_is_deferred(): void
    {
        $this->page(['later' => fn () => Inertia::defer(fn () => 'x', 'late')]);

        $page = $this->visit();

        $this->assertArrayNotHasKey('later', $page['props']);
        $this->assertSame(['late' => ['later']], $page['deferredProps']);
    }

    public function test_scroll_props_merge_their_items_and_describe_the_pages(): void
    {
        $this->inertiaRoute('get', '/inertia-test/videos', function (Request $request) {
            $page = (int) $request->query('page', '1');
            $items = [['id' => $page * 10 + 1], ['id' => $page * 10 + 2]];

            return Inertia::render('Videos/Index', [
                'videos' => Inertia::scroll(fn () => new LengthAwarePaginator($items, 6, 2, $page)),
            ]);
        });

        $page = $this->get('/inertia-test/videos?page=2', $this->inertiaHeaders())->json();

        $this->assertSame([['id' => 21], ['id' => 22]], $page['props']['videos']['data']);
        $this->assertSame(['videos.data'], $page['mergeProps']);
        $this->assertSame(['videos' => [
            'pageName' => 'page', 'previousPage' => 1, 'nextPage' => 3, 'currentPage' => 2, 'reset' => false,
        ]], $page['scrollProps']);

        $previous = $this->get('/inertia-test/videos?page=1', $this->partialHeaders('Videos/Index', [
            'X-Inertia-Partial-Data' => 'videos',
            'X-Inertia-Infinite-Scroll-Merge-Intent' => 'prepend',
        ]))->json();

        $this->assertSame(['videos.data'], $previous['prependProps']);
        $this->assertArrayNotHasKey('mergeProps', $previous);
        $this->assertNull($previous['scrollProps']['videos']['previousPage']);

        $reset = $this->get('/inertia-test/videos?page=3', $this->partialHeaders('Videos/Index', [
            'X-Inertia-Partial-Data' => 'videos',
            'X-Inertia-Reset' => 'videos',
        ]))->json();

        $this->assertTrue($reset['scrollProps']['videos']['reset']);
        $this->assertNull($reset['scrollProps']['videos']['nextPage']);
        $this->assertArrayNotHasKey('mergeProps', $reset);
    }

    public function test_scroll_props_accept_explicit_metadata_and_can_be_deferred(): void
    {
        $this->page(['feed' => Inertia::scroll(['items' => ['x']], 'items', new ScrollMetadata('cursor', null, 'abc', 'start'))->defer()]);

        $page = $this->visit();

        $this->assertArrayNotHasKey('feed', $page['props']);
        $this->assertSame(['default' => ['feed']], $page['deferredProps']);

        $reload = $this->visit($this->partialHeaders('Videos/Index', ['X-Inertia-Partial-Data' => 'feed']));
        $this->assertSame(['items' => ['x']], $reload['props']['feed']);
        $this->assertSame(['feed.items'], $reload['mergeProps']);
        $this->assertSame('abc', $reload['scrollProps']['feed']['nextPage']);
    }
}

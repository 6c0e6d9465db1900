<?php

namespace Inertia\Tests;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Blade;
use Inertia\Inertia;
use Inertia\Middleware;

class FirstVisitTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    public function test_first_visit_renders_the_page_object_in_a_json_script_before_the_mount_element(): void
    {
        $this->inertiaRoute('get', '/inertia-test/events/{id}', fn (string $id) => Inertia::render('Event/Show', [
            'event' => ['id' => (int) $id, 'title' => 'Launch'],
        ]));

        $response = $this->get('/inertia-test/events/80?tab=info');

        $response->assertOk();
        $this->assertStringStartsWith('text/html', (string) $response->headers->get('Content-Type'));
        $this->assertNull($response->headers->get('X-Inertia'));
        $response->assertHeader('Vary', 'X-Inertia');

        $html = (string) $response->getContent();
        $this->assertMatchesRegularExpression(
            '#<script data-page="app" type="application/json">(.*)</script><div id="app"></div>#s',
            $html,
        );
        preg_match('#<script data-page="app" type="application/json">(.*?)</script>#s', $html, $match);

        $this->assertSame([
            'component' => 'Event/Show',
            'props' => [
                'errors' => [],
                'appName' => 'Blipstream',
                'event' => ['id' => 80, 'title' => 'Launch'],
            ],
            'url' => '/inertia-test/events/80?tab=info',
            'version' => '',
            'sharedProps' => ['errors', 'appName'],
        ], json_decode($match[1], true));
    }

    public function test_errors_prop_is_a_json_object_even_when_empty(): void
    {
        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));

        $response = $this->get('/inertia-test/page', $this->inertiaHeaders())->assertOk();

        $this->assertStringContainsString('"errors":{}', (string) $response->getContent());
    }

    public function test_directive_accepts_a_custom_root_element_id(): void
    {
        $this->inertiaRoute('get', '/inertia-test/custom', fn () => Inertia::render('Page')->rootView('inertia-test::custom'));

        $html = (string) $this->get('/inertia-test/custom')->getContent();

        $this->assertStringContainsString('<script data-page="custom-id" type="application/json">', $html);
        $this->assertStringContainsString('</script><div id="custom-id"></div>', $html);
        $this->assertStringNotContainsString('id="app"', $html);
    }

    public function test_inertia_head_directive_exists_and_adds_nothing_without_server_rendering(): void
    {
        $this->assertSame('<head></head>', Blade::render('<head>@inertiaHead</head>'));
    }

    public function test_props_cannot_break_out_of_the_script_element(): void
    {
        $payload = '</script><script>alert(1)</script><!-- & \'quote\' "double"';
        $this->inertiaRoute('get', '/inertia-test/xss', fn () => Inertia::render('Page', ['bio' => $payload]));

        $html = (string) $this->get('/inertia-test/xss')->getContent();

        $this->assertSame(1, substr_count($html, '</script>'), 'Only the page script may close a script element.');
        $this->assertStringNotContainsString('<script>alert', $html);
        $this->assertStringNotContainsString('<!--', $html);

        preg_match('#<script data-page="app" type="application/json">(.*?)</script>#s', $html, $match);
        $this->assertSame($payload, json_decode($match[1], true)['props']['bio']);
    }

    public function test_non_ascii_text_round_trips(): void
    {
        $this->inertiaRoute('get', '/inertia-test/unicode', fn () => Inertia::render('Page', ['title' => 'Grüße 🎬']));

        $html = (string) $this->get('/inertia-test/unicode')->getContent();
        preg_match('#<script data-page="app" type="application/json">(.*?)</script>#s', $html, $match);

        $this->assertSame('Grüße 🎬', json_decode($match[1], true)['props']['title']);
    }

    public function test_root_view_defaults_to_app_and_the_middleware_sets_it(): void
    {
        $this->assertSame('app', (new Middleware)->rootView(Request::create('/')));

        Inertia::setRootView('app');

        $this->inertiaRoute('get', '/inertia-test/page', fn () => Inertia::render('Page'));
        $this->get('/inertia-test/page')->assertViewIs('inertia-test::app');
    }

    public function test_set_root_view_changes_the_view_of_later_renders(): void
    {
        Inertia::setRootView('inertia-test::custom');

        $response = Inertia::render('Page')->toResponse(Request::create('/inertia-test/plain'));

        $this->assertStringContainsString('data-page="custom-id"', (string) $response->getContent());
    }

    public function test_page_url_keeps_a_trailing_slash_the_browser_asked_for(): void
    {
        $response = Inertia::render('Page')->toResponse(Request::create('/inertia-test/videos/?page=2'));

        preg_match('#<script data-page="app" type="application/json">(.*?)</script>#s', (string) $response->getContent(), $match);
        $this->assertSame('/inertia-test/videos/?page=2', json_decode($match[1], true)['url']);
    }

    public function test_url_resolver_overrides_the_page_url(): void
    {
        Inertia::resolveUrlUsing(fn (Request $request) => '/resolved'.$request->getPathInfo());

        $response = Inertia::render('Page')->toResponse(Request::create('/inertia-test/x', server: ['HTTP_X_INERTIA' => 'true']));

        $this->assertSame('/resolved/inertia-test/x', json_decode((string) $response->getContent(), true)['url']);
    }
}

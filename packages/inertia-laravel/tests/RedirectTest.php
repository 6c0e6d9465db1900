<?php

namespace Inertia\Tests;

use Inertia\Inertia;

class RedirectTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    public function test_302_after_put_patch_delete_becomes_303(): void
    {
        foreach (['put', 'patch', 'delete'] as $method) {
            $this->inertiaRoute($method, '/inertia-test/video', fn () => redirect('/inertia-test/videos'));

            $this->{$method}('/inertia-test/video', [], $this->inertiaHeaders())
                ->assertStatus(303)
                ->assertRedirect('/inertia-test/videos');
        }
    }

    public function test_302_after_post_stays_302(): void
    {
        $this->inertiaRoute('post', '/inertia-test/video', fn () => redirect('/inertia-test/videos'));

        $this->post('/inertia-test/video', [], $this->inertiaHeaders())->assertStatus(302);
    }

    public function test_non_inertia_put_redirect_is_left_alone(): void
    {
        $this->inertiaRoute('put', '/inertia-test/video', fn () => redirect('/inertia-test/videos'));

        $this->put('/inertia-test/video')->assertStatus(302);
    }

    public function test_location_is_a_409_with_the_url_for_inertia_requests(): void
    {
        $this->inertiaRoute('get', '/inertia-test/away', fn () => Inertia::location('https://billing.example.test/portal'));

        $response = $this->get('/inertia-test/away', $this->inertiaHeaders());

        $response->assertStatus(409)->assertHeader('X-Inertia-Location', 'https://billing.example.test/portal');
    }

    public function test_location_accepts_a_redirect_response(): void
    {
        $this->inertiaRoute('get', '/inertia-test/away', fn () => Inertia::location(redirect('/inertia-test/elsewhere')));

        $this->get('/inertia-test/away', $this->inertiaHeaders())
            ->assertStatus(409)
            ->assertHeader('X-Inertia-Location', url('/inertia-test/elsewhere'));
    }

    public function test_location_is_a_normal_redirect_outside_inertia(): void
    {
        $this->inertiaRoute('get', '/inertia-test/away', fn () => inertia_location('https://billing.example.test/portal'));

        $this->get('/inertia-test/away')->assertStatus(302)->assertRedirect('https://billing.example.test/portal');
    }

    public function test_empty_response_redirects_back(): void
    {
        $this->inertiaRoute('post', '/inertia-test/noop', fn () => response(''));

        $this->from('/inertia-test/videos')
            ->post('/inertia-test/noop', [], $this->inertiaHeaders())
            ->assertRedirect('/inertia-test/videos');
    }

    public function test_redirect_to_a_url_with_a_fragment_is_handed_to_the_client(): void
    {
        $this->inertiaRoute('post', '/inertia-test/comment', fn () => redirect('/inertia-test/watch#comment-5'));

        $this->post('/inertia-test/comment', [], $this->inertiaHeaders())
            ->assertStatus(409)
            ->assertHeader('X-Inertia-Redirect', url('/inertia-test/watch').'#comment-5');
    }

    public function test_fragment_redirect_is_left_alone_for_prefetch_and_plain_requests(): void
    {
        $this->inertiaRoute('post', '/inertia-test/comment', fn () => redirect('/inertia-test/watch#comment-5'));

        $this->post('/inertia-test/comment')->assertStatus(302);
        $this->post('/inertia-test/comment', [], $this->inertiaHeaders(['Purpose' => 'prefetch']))->assertStatus(302);
    }
}

<?php

namespace Tests\Feature\Security;

use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/**
 * "Back" means back to a page of this site: a Referer naming another site must not turn a
 * form post into a redirect to that site.
 */
class RedirectBackTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_reaction_with_a_foreign_referer_redirects_within_the_site(): void
    {
        $video = Video::factory()->create();

        $response = $this->actingAs(User::factory()->create())
            ->withHeader('Referer', 'https://evil.example/phish')
            ->post("/videos/{$video->public_id}/reaction", ['type' => 'like']);

        $response->assertRedirect(config('app.url'));
    }

    public function test_a_failed_validation_with_a_foreign_referer_redirects_within_the_site(): void
    {
        $response = $this->withHeader('Referer', 'http://evil.example/login')->post('/login', ['email' => '']);

        $response->assertRedirect(config('app.url'))->assertSessionHasErrors('email');
    }

    public function test_a_referer_with_the_sites_host_but_another_port_or_scheme_is_foreign(): void
    {
        $host = parse_url(config('app.url'), PHP_URL_HOST);

        foreach (["http://{$host}:9999/x", "https://{$host}.evil.example/x", '//evil.example/x', 'javascript:alert(1)'] as $referer) {
            $this->withHeader('Referer', $referer)->post('/login', ['email' => ''])->assertRedirect(config('app.url'));
        }
    }

    public function test_a_referer_on_this_site_is_followed(): void
    {
        $video = Video::factory()->create();
        $page = config('app.url').'/watch?v='.$video->public_id;

        $this->actingAs(User::factory()->create())
            ->withHeader('Referer', $page)
            ->post("/videos/{$video->public_id}/reaction", ['type' => 'like'])
            ->assertRedirect($page);
    }
}

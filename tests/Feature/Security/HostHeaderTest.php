<?php

namespace Tests\Feature\Security;

use App\Models\User;
use Illuminate\Auth\Notifications\ResetPassword;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Notification;
use Tests\TestCase;

/**
 * Links must never be built from the Host header a client chose: a reset link mailed to a
 * foreign host hands its token, and with it the account, to whoever runs that host.
 */
class HostHeaderTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_request_for_a_foreign_host_is_refused_and_mails_nothing(): void
    {
        Notification::fake();
        $user = User::factory()->create();

        $response = $this->post('http://evil.example/forgot-password', ['email' => $user->email]);

        $this->assertSame(400, $response->getStatusCode());
        Notification::assertNothingSent();
    }

    public function test_every_page_refuses_a_foreign_host(): void
    {
        foreach (['/', '/login', '/watch?v=nothing', '/no-such-page'] as $path) {
            $this->assertSame(400, $this->get('http://evil.example'.$path)->getStatusCode(), $path);
        }
    }

    public function test_the_reset_link_is_built_from_the_configured_app_url(): void
    {
        Notification::fake();
        config(['app.trusted_hosts' => ['alias.blipstream.test']]);
        $user = User::factory()->create();

        $this->post('http://alias.blipstream.test/forgot-password', ['email' => $user->email])->assertRedirect();

        Notification::assertSentTo($user, ResetPassword::class, function (ResetPassword $notification) use ($user) {
            $link = $notification->toMail($user)->actionUrl;

            return str_starts_with($link, rtrim(config('app.url'), '/').'/reset-password/');
        });
    }

    public function test_redirects_and_route_urls_use_the_configured_app_url(): void
    {
        config(['app.trusted_hosts' => ['alias.blipstream.test']]);
        $user = User::factory()->create();

        $this->actingAs($user)
            ->get('http://alias.blipstream.test/login')
            ->assertRedirect(rtrim(config('app.url'), '/'));

        $html = $this->get('http://alias.blipstream.test/')->getContent();
        $this->assertIsString($html);
        $this->assertStringNotContainsString('alias.blipstream.test', $html);
    }
}

<?php

namespace Tests\Feature\Platform;

use Illuminate\Notifications\Messages\MailMessage;
use Tests\TestCase;

class MailMarkdownTest extends TestCase
{
    private function verificationMail(): MailMessage
    {
        return (new MailMessage)
            ->subject('Verify your email address')
            ->line('Please click the button below to verify your **Blipstream** email address.')
            ->action('Verify email address', 'https://blipstream.test/verify-email/1/abc')
            ->line('If you did not create an account, no further action is required.');
    }

    public function test_a_markdown_mail_renders_to_html(): void
    {
        $html = (string) $this->verificationMail()->render();

        $this->assertStringContainsString('<html', $html);
        // Styles are inlined into every tag, so tags are matched by name only.
        $this->assertMatchesRegularExpression('#<h1[^>]*>Hello!</h1>#', $html);
        $this->assertMatchesRegularExpression('#verify your <strong[^>]*>Blipstream</strong> email address\.#', $html);
        $this->assertStringContainsString('href="https://blipstream.test/verify-email/1/abc"', $html);
        $this->assertStringContainsString('Verify email address', $html);
        $this->assertStringContainsString('If you did not create an account, no further action is required.', $html);
    }

    public function test_the_button_url_is_repeated_as_a_link_for_mail_clients_without_buttons(): void
    {
        $html = (string) $this->verificationMail()->render();

        $this->assertGreaterThanOrEqual(2, substr_count($html, 'https://blipstream.test/verify-email/1/abc'));
    }
}

<?php

namespace Tests\Feature\Localization;

use App\Enums\VideoStatus;
use App\Http\Requests\Feedback\StoreFeedbackRequest;
use App\Jobs\ProcessUpload;
use App\Media\PrivateMedia;
use App\Models\User;
use App\Models\Video;
use App\Settings\UserSettings;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Mail\Mailer;
use Illuminate\Mail\Transport\ArrayTransport;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\Lang;
use Illuminate\Support\Facades\Mail;
use Symfony\Component\Mailer\SentMessage;
use Symfony\Component\Mime\Email;
use Tests\TestCase;

/**
 * What the server says in words: validation errors, flashes and mails, each in the reader's
 * language.
 */
class TranslatedMessagesTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_validation_error_follows_the_browsers_language(): void
    {
        $this->from('/register')
            ->post('/register', ['name' => '', 'email' => 'ada@example.test', 'password' => 'secret-words-9', 'password_confirmation' => 'secret-words-9'], ['Accept-Language' => 'es-ES,es;q=0.9'])
            ->assertSessionHasErrors(['name' => 'El campo nombre es obligatorio.']);
    }

    public function test_a_form_requests_own_message_is_translated(): void
    {
        $video = Video::factory()->create();

        $this->actingAs(User::factory()->create())
            ->from('/watch?v='.$video->public_id)
            ->post(route('comments.store', $video->public_id), ['body' => ''], ['Accept-Language' => 'de'])
            ->assertSessionHasErrors(['body' => 'Schreib zuerst einen Kommentar.']);
    }

    public function test_the_password_reset_mail_speaks_the_accounts_language_whatever_the_browser_speaks(): void
    {
        $user = User::factory()->create();
        $user->settings = $user->settings->with('appearance', ['language' => 'ja']);
        $user->save();

        $this->from('/forgot-password')
            ->post('/forgot-password', ['email' => $user->email], ['Accept-Language' => 'es'])
            ->assertSessionHas('status', 'Si hay una cuenta con esa dirección, le hemos enviado un enlace para restablecer la contraseña.');

        $mail = $this->onlySentMail();
        $this->assertSame([$user->email], array_map(fn ($address) => $address->getAddress(), $mail->getTo()));
        $this->assertSame('パスワード再設定のご案内', $mail->getSubject());
        $text = (string) $mail->getTextBody();
        $this->assertStringContainsString('こんにちは。', $text);
        $this->assertStringContainsString('パスワードを再設定', $text);
        $this->assertStringContainsString('このパスワード再設定用リンクの有効期限は 60 分です。', $text);
        $this->assertStringContainsString('よろしくお願いいたします。', $text);
        $this->assertStringContainsString('「パスワードを再設定」ボタンをクリックできない場合は', $text);
        $this->assertStringNotContainsString('Reset Password', $text);
    }

    public function test_an_account_that_chose_no_language_gets_the_mail_in_the_language_it_was_asked_in(): void
    {
        $user = User::factory()->create();

        $this->post('/forgot-password', ['email' => $user->email], ['Accept-Language' => 'fr']);

        $this->assertSame('Réinitialisation du mot de passe', $this->onlySentMail()->getSubject());
    }

    public function test_a_notification_is_mailed_in_the_recipients_language_not_the_one_of_who_caused_it(): void
    {
        $video = Video::factory()->create(['title' => 'Rust']);
        $owner = $video->channel->user;
        $owner->settings = $owner->settings
            ->with('notifications', ['channel_activity' => true, 'email_notifications' => true, 'email_frequency' => 'immediately'])
            ->with('appearance', ['language' => 'ja']);
        $owner->save();

        $this->actingAs(User::factory()->create(['name' => 'Ada']))
            ->post(route('comments.store', $video->public_id), ['body' => 'Hola'], ['Accept-Language' => 'es'])
            ->assertSessionHasNoErrors();

        $mail = $this->onlySentMail();
        $this->assertSame('Ada さんが「Rust」にコメントしました: Hola', $mail->getSubject());
        $this->assertStringContainsString('このメールは通知設定に基づいてお送りしています。', (string) $mail->getTextBody());
    }

    public function test_a_failed_uploads_reason_is_in_the_language_of_the_request_that_queued_it(): void
    {
        $this->freshMediaDisks();
        PrivateMedia::disk()->put('originals/broken', random_bytes(4096));
        $video = Video::factory()->create(['status' => VideoStatus::Queued, 'original_path' => 'originals/broken', 'hls_path' => null]);

        App::setLocale('fr');
        $job = new ProcessUpload($video);
        App::setLocale('en');
        dispatch($job);

        $this->assertSame(
            'Ce fichier n’est pas une vidéo que nous pouvons lire. Mettez en ligne une vidéo MP4, MOV, WebM, MKV, AVI, FLV, MPEG ou Ogg.',
            $video->refresh()->failure_reason,
        );
        $this->assertSame('en', App::getLocale(), 'The worker goes back to its own language.');
    }

    private function onlySentMail(): Email
    {
        $mailer = Mail::mailer();
        $this->assertInstanceOf(Mailer::class, $mailer);
        $transport = $mailer->getSymfonyTransport();
        $this->assertInstanceOf(ArrayTransport::class, $transport);
        $sent = $transport->messages();
        $this->assertCount(1, $sent);
        $message = $sent->first();
        $this->assertInstanceOf(SentMessage::class, $message);
        $email = $message->getOriginalMessage();
        $this->assertInstanceOf(Email::class, $email);

        return $email;
    }

    public function test_a_settings_field_error_names_the_field_in_the_readers_language(): void
    {
        $this->actingAs(User::factory()->create())
            ->from('/settings/account')
            ->patch(route('settings.account.update'), ['phone' => 'call me maybe'], ['Accept-Language' => 'ja'])
            ->assertSessionHasErrors(['phone' => '電話番号の形式が正しくありません。']);
    }

    public function test_every_settings_and_feedback_field_has_its_name_in_each_language(): void
    {
        $fields = array_merge(
            ...array_map(UserSettings::keys(...), UserSettings::sections()),
            ...[array_filter(array_keys((new StoreFeedbackRequest)->rules()), fn (string $field) => ! str_contains($field, '*'))],
        );

        foreach (['es', 'fr', 'de', 'ja'] as $locale) {
            $missing = array_values(array_filter($fields, fn (string $field) => ! Lang::hasForLocale("validation.attributes.{$field}", $locale)));
            $this->assertSame([], $missing, "validation.attributes in lang/{$locale}");
        }
    }
}

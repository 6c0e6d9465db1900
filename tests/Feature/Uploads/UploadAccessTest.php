<?php

namespace Tests\Feature\Uploads;

use App\Models\Upload;
use App\Models\User;
use Illuminate\Cookie\CookieValuePrefix;
use Illuminate\Foundation\Http\Middleware\ValidateCsrfToken;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Crypt;
use Tests\TestCase;

/**
 * Who may start, read, continue and terminate an upload.
 */
class UploadAccessTest extends TestCase
{
    use RefreshDatabase, SendsTusRequests;

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
        $this->acceptAnyFileAsVideo();
    }

    public function test_a_guest_is_sent_to_log_in_or_told_401(): void
    {
        $this->tus('POST', '/studio/uploads', ['Upload-Length' => '10'])->assertRedirect('/login');
        $this->tus('POST', '/studio/uploads', ['Upload-Length' => '10', 'Accept' => 'application/json'])
            ->assertUnauthorized();

        $this->assertSame(0, Upload::query()->count());
    }

    public function test_a_guests_refusals_name_the_tus_version(): void
    {
        $location = '/studio/uploads/'.str_repeat('a', 32);

        $this->tus('POST', '/studio/uploads', ['Upload-Length' => '10'])
            ->assertRedirect('/login')
            ->assertHeader('Tus-Resumable', '1.0.0');
        $this->tus('HEAD', $location, ['Accept' => 'application/json'])
            ->assertUnauthorized()
            ->assertHeader('Tus-Resumable', '1.0.0');
        $this->tus('PATCH', $location, ['Accept' => 'application/json', 'Upload-Offset' => '0', 'Content-Type' => 'application/offset+octet-stream'], 'hello')
            ->assertUnauthorized()
            ->assertHeader('Tus-Resumable', '1.0.0');
        // The version check runs first too: a client speaking another version learns which one to speak.
        $this->tus('HEAD', $location, ['Tus-Resumable' => '0.2.2'])
            ->assertStatus(412)
            ->assertHeader('Tus-Version', '1.0.0');
    }

    public function test_an_unverified_user_cannot_upload(): void
    {
        $this->actingAs(User::factory()->unverified()->create())
            ->tus('POST', '/studio/uploads', ['Upload-Length' => '10'])
            ->assertRedirect('/verify-email')
            ->assertHeader('Tus-Resumable', '1.0.0');
    }

    public function test_a_user_without_a_channel_is_sent_to_create_one(): void
    {
        $this->actingAs(User::factory()->create())
            ->tus('POST', '/studio/uploads', ['Upload-Length' => '10'])
            ->assertRedirect('/create-channel')
            ->assertHeader('Tus-Resumable', '1.0.0');

        $this->assertSame(0, Upload::query()->count());
    }

    public function test_someone_elses_upload_does_not_exist_for_another_creator(): void
    {
        $this->actingAs($this->creator());
        $location = $this->createUpload(11);
        $this->sendChunk($location, 0, 'hello');

        $this->actingAs($this->creator());
        $this->tus('HEAD', $location)->assertNotFound()->assertHeaderMissing('Upload-Offset');
        $this->sendChunk($location, 5, ' world')->assertNotFound();
        $this->tus('DELETE', $location)->assertNotFound();

        $upload = $this->uploadAt($location);
        $this->assertSame(5, $upload->upload_offset);
        $this->assertSame('hello', $this->storedBytes($upload));
    }

    public function test_someone_elses_expired_upload_is_not_found_rather_than_gone(): void
    {
        $this->actingAs($this->creator());
        $location = $this->createUpload(11);
        $this->travel(2)->days();

        $this->actingAs($this->creator())->tus('HEAD', $location)->assertNotFound();
    }

    public function test_an_address_that_cannot_be_a_key_is_not_found(): void
    {
        $this->actingAs($this->creator());

        foreach (['abc', str_repeat('a', 33), str_repeat('a', 31).'-', str_repeat('a', 32)] as $key) {
            $this->tus('HEAD', "/studio/uploads/{$key}")->assertNotFound();
        }
    }

    public function test_a_write_without_a_csrf_token_is_refused(): void
    {
        $this->bringBackCsrfChecks();
        $this->actingAs($this->creator());

        $this->tus('POST', '/studio/uploads', ['Upload-Length' => '10'])->assertStatus(419);
        $this->assertSame(0, Upload::query()->count());
    }

    public function test_the_xsrf_header_tus_js_client_can_send_is_accepted(): void
    {
        $this->bringBackCsrfChecks();
        $this->actingAs($this->creator())->withSession(['_token' => 'known-token']);
        $xsrf = Crypt::encrypt(CookieValuePrefix::create('XSRF-TOKEN', Crypt::getKey()).'known-token', false);

        $location = (string) $this->tus('POST', '/studio/uploads', ['Upload-Length' => '5', 'X-XSRF-TOKEN' => $xsrf])
            ->assertCreated()
            ->headers->get('Location');

        $this->tus('PATCH', $location, ['Upload-Offset' => '0', 'Content-Type' => 'application/offset+octet-stream'], 'hello')
            ->assertStatus(419);
        $this->tus('PATCH', $location, [
            'Upload-Offset' => '0',
            'Content-Type' => 'application/offset+octet-stream',
            'X-XSRF-TOKEN' => $xsrf,
        ], 'hello')->assertNoContent();
        // HEAD is a read: no token needed to ask where an upload stands.
        $this->tus('HEAD', $location)->assertOk()->assertHeader('Upload-Offset', '5');
    }

    /**
     * The test environment skips CSRF checks by default (as in Auth\CsrfTest).
     */
    private function bringBackCsrfChecks(): void
    {
        $this->app->bind(ValidateCsrfToken::class, fn () => new class($this->app, $this->app['encrypter']) extends ValidateCsrfToken
        {
            protected function runningUnitTests(): bool
            {
                return false;
            }
        });
    }
}

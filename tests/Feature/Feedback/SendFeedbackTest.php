<?php

namespace Tests\Feature\Feedback;

use App\Enums\Mood;
use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Models\Feedback;
use App\Models\FeedbackAttachment;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Routing\Middleware\ThrottleRequests;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

class SendFeedbackTest extends TestCase
{
    use MakesAttachments;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
    }

    public function test_the_page_offers_the_moods_and_limits_to_guests_and_accounts(): void
    {
        foreach ([null, User::factory()->create()] as $viewer) {
            ($viewer ? $this->actingAs($viewer) : $this)->get('/feedback')
                ->assertOk()
                ->assertInertia(fn (Assert $page) => $page
                    ->component('Feedback/Create')
                    ->where('moods', [
                        ['value' => 'happy', 'label' => 'Satisfied'],
                        ['value' => 'neutral', 'label' => 'Neutral'],
                        ['value' => 'sad', 'label' => 'Dissatisfied'],
                    ])
                    ->where('limits', ['maxFiles' => 5, 'maxFileBytes' => 10 * 1024 * 1024, 'maxText' => 5000])
                    ->where('fromPage', null));
        }
    }

    public function test_the_page_names_the_page_of_this_site_the_visitor_came_from(): void
    {
        $this->get('/feedback', ['Referer' => url('/watch?v=abcdefghijk')])
            ->assertInertia(fn (Assert $page) => $page->where('fromPage', '/watch?v=abcdefghijk'));

        $this->get('/feedback', ['Referer' => 'https://elsewhere.example/watch?v=x'])
            ->assertInertia(fn (Assert $page) => $page->where('fromPage', null));

        $this->get('/feedback', ['Referer' => url('/feedback')])
            ->assertInertia(fn (Assert $page) => $page->where('fromPage', null));
    }

    public function test_a_signed_out_visitor_can_send_feedback(): void
    {
        $this->from('/feedback')
            ->withHeader('User-Agent', 'FeedbackTest/1.0 (X11; Linux)')
            ->post('/feedback', ['mood' => 'neutral', 'text' => '  The menu is hard to find.  ', 'page_url' => '/trending?tab=music'])
            ->assertSessionHasNoErrors()
            ->assertRedirect('/feedback')
            ->assertSessionHas('status', 'Thank you for your feedback!');

        $feedback = Feedback::query()->sole();
        $this->assertNull($feedback->user_id);
        $this->assertFalse($feedback->from_account);
        $this->assertSame(Mood::Neutral, $feedback->mood);
        $this->assertSame('The menu is hard to find.', $feedback->text);
        $this->assertFalse($feedback->include_screenshot);
        $this->assertSame('/trending?tab=music', $feedback->page_url);
        $this->assertSame('FeedbackTest/1.0 (X11; Linux)', $feedback->user_agent);
    }

    public function test_a_signed_in_user_s_feedback_records_their_account(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->post('/feedback', ['mood' => 'happy', 'include_screenshot' => '1'])
            ->assertSessionHasNoErrors()
            ->assertRedirect('/feedback');

        $feedback = Feedback::query()->sole();
        $this->assertSame($user->id, $feedback->user_id);
        $this->assertTrue($feedback->from_account);
        $this->assertNull($feedback->text);
        $this->assertTrue($feedback->include_screenshot);
        $this->assertNull($feedback->page_url);
    }

    public function test_feedback_outlives_its_author_s_account(): void
    {
        $user = User::factory()->create();
        $this->actingAs($user)->post('/feedback', ['mood' => 'sad'])->assertSessionHasNoErrors();

        $user->delete();

        $feedback = Feedback::query()->sole();
        $this->assertNull($feedback->user_id);
        $this->assertTrue($feedback->from_account);
    }

    /**
     * @return array<string, array{array<string, mixed>, string}>
     */
    public static function badFields(): array
    {
        return [
            'no mood' => [['text' => 'Hello'], 'mood'],
            'an unknown mood' => [['mood' => 'ecstatic'], 'mood'],
            'a mood as an array' => [['mood' => ['happy']], 'mood'],
            'text as an array' => [['mood' => 'happy', 'text' => ['a', 'b']], 'text'],
            'text too long' => [['mood' => 'happy', 'text' => str_repeat('a', 5001)], 'text'],
            'a flag that is no boolean' => [['mood' => 'happy', 'include_screenshot' => 'perhaps'], 'include_screenshot'],
            'another site as the page' => [['mood' => 'happy', 'page_url' => 'https://elsewhere.example/'], 'page_url'],
            'a protocol-relative page' => [['mood' => 'happy', 'page_url' => '//elsewhere.example/'], 'page_url'],
            'a script as the page' => [['mood' => 'happy', 'page_url' => 'javascript:alert(1)'], 'page_url'],
            'a page as an array' => [['mood' => 'happy', 'page_url' => ['/']], 'page_url'],
            'attachments as a string' => [['mood' => 'happy', 'attachments' => 'file.png'], 'attachments'],
            'attachments keyed by name' => [['mood' => 'happy', 'attachments' => ['a' => 'x']], 'attachments'],
            'an attachment that is text' => [['mood' => 'happy', 'attachments' => ['not a file']], 'attachments.0'],
        ];
    }

    /**
     * @param  array<string, mixed>  $payload
     */
    #[DataProvider('badFields')]
    public function test_bad_input_gets_a_field_error_and_stores_nothing(array $payload, string $field): void
    {
        $this->from('/feedback')->post('/feedback', $payload)
            ->assertRedirect('/feedback')
            ->assertSessionHasErrors($field);

        $this->assertSame(0, Feedback::query()->count());
    }

    public function test_a_mood_is_asked_for_in_words(): void
    {
        $this->post('/feedback', [])->assertSessionHasErrors(['mood' => 'Choose how you feel about Blipstream.']);
    }

    public function test_images_pdf_word_documents_and_text_are_stored_on_the_private_disk(): void
    {
        $files = [
            $this->attachment('screen.png', $this->imageBytes('png')),
            $this->attachment('photo.jpg', $this->imageBytes('jpeg')),
            $this->attachment('clip.gif', $this->imageBytes('gif')),
            $this->attachment('still.webp', $this->imageBytes('webp')),
            $this->attachment('invoice.pdf', $this->pdfBytes()),
        ];

        $this->post('/feedback', ['mood' => 'sad', 'attachments' => $files])->assertSessionHasNoErrors();
        $this->post('/feedback', ['mood' => 'sad', 'attachments' => [
            $this->attachment('steps.docx', $this->docxBytes()),
            $this->attachment('notes.txt', "It stopped at 1:32.\n"),
        ]])->assertSessionHasNoErrors();

        $stored = FeedbackAttachment::query()->orderBy('id')->get();
        $this->assertSame(
            ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain'],
            $stored->pluck('mime_type')->all(),
        );
        $this->assertSame(['screen.png', 'photo.jpg', 'clip.gif', 'still.webp', 'invoice.pdf', 'steps.docx', 'notes.txt'], $stored->pluck('name')->all());

        foreach ($stored as $attachment) {
            $this->assertMatchesRegularExpression('#^feedback/'.$attachment->feedback_id.'/[A-Za-z0-9]{32}\.(png|jpg|gif|webp|pdf|docx|txt)$#', $attachment->path);
            $this->assertTrue(PrivateMedia::disk()->exists($attachment->path), $attachment->path);
            $this->assertSame($attachment->size, strlen((string) PrivateMedia::disk()->get($attachment->path)));
        }
        $this->assertSame("It stopped at 1:32.\n", PrivateMedia::disk()->get($stored->last()->path));
        if (PublicMedia::diskName() !== PrivateMedia::diskName()) {
            $this->assertSame([], PublicMedia::disk()->allFiles());
        }
    }

    public function test_the_private_disk_is_not_the_web_served_one(): void
    {
        $this->assertNotSame(PublicMedia::diskName(), PrivateMedia::diskName());
        if (config('filesystems.disks.'.PrivateMedia::diskName().'.driver') === 'local') {
            $root = (string) config('filesystems.disks.'.PrivateMedia::diskName().'.root');
            $this->assertStringStartsNotWith(storage_path('app/public'), $root);
            $this->assertStringStartsNotWith(public_path(), $root);
        }
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function refusedFiles(): array
    {
        return [
            'an SVG with script' => ['drawing.svg', 'svgWithScriptBytes'],
            'an SVG named as a PNG' => ['picture.png', 'svgWithScriptBytes'],
            'a program named as a PDF' => ['invoice.pdf', 'windowsProgramBytes'],
            'a program named as a picture' => ['photo.jpg', 'windowsProgramBytes'],
            'a shell script named as text' => ['notes.txt', 'shellScriptBytes'],
            'a web page named as text' => ['notes.txt', 'htmlBytes'],
        ];
    }

    #[DataProvider('refusedFiles')]
    public function test_a_file_that_is_not_an_accepted_type_is_refused_by_its_content(string $name, string $bytes): void
    {
        $files = [
            $this->attachment('fine.png', $this->imageBytes('png')),
            $this->attachment('fine.pdf', $this->pdfBytes()),
            $this->attachment('fine.txt', 'Plain words.'),
            $this->attachment($name, $this->{$bytes}()),
        ];

        $this->from('/feedback')->post('/feedback', ['mood' => 'sad', 'attachments' => $files])
            ->assertRedirect('/feedback')
            ->assertSessionHasErrors(['attachments.3' => 'Attach an image (PNG, JPEG, GIF or WebP), a PDF, a Word document (DOC or DOCX) or a plain-text file.'])
            ->assertSessionDoesntHaveErrors(['attachments.0', 'attachments.1', 'attachments.2']);

        $this->assertNothingStored();
    }

    public function test_a_file_over_10_mb_is_refused(): void
    {
        $files = [
            $this->attachment('fine.txt', 'Plain words.'),
            $this->attachment('long.txt', str_repeat("All work and no play.\n", intdiv(11 * 1024 * 1024, 22))),
        ];

        $this->post('/feedback', ['mood' => 'sad', 'attachments' => $files])
            ->assertSessionHasErrors(['attachments.1' => 'Each attachment can be at most 10 MB.'])
            ->assertSessionDoesntHaveErrors('attachments.0');

        $this->assertNothingStored();
    }

    public function test_a_file_of_exactly_10_mb_is_accepted(): void
    {
        $this->post('/feedback', ['mood' => 'sad', 'attachments' => [
            // 20-byte lines: exactly 10 MB of text.
            $this->attachment('log.txt', str_repeat("It buffered again. \n", 10 * 1024 * 1024 / 20)),
        ]])->assertSessionHasNoErrors();

        $this->assertSame(10 * 1024 * 1024, FeedbackAttachment::query()->sole()->size);
    }

    public function test_a_file_the_server_could_not_receive_gets_a_field_error(): void
    {
        $path = tempnam(sys_get_temp_dir(), 'feedback');
        file_put_contents($path, $this->imageBytes('png'));

        $this->post('/feedback', ['mood' => 'sad', 'attachments' => [new UploadedFile($path, 'big.png', 'image/png', UPLOAD_ERR_INI_SIZE, true)]])
            ->assertSessionHasErrors(['attachments.0' => 'This file could not be uploaded; each attachment can be at most 10 MB.']);

        $this->assertNothingStored();
    }

    public function test_a_sixth_file_is_refused(): void
    {
        $files = array_map(fn (int $n) => $this->attachment("note-{$n}.txt", "Note {$n}."), range(1, 6));

        $this->post('/feedback', ['mood' => 'sad', 'attachments' => $files])
            ->assertSessionHasErrors(['attachments.5' => 'You can attach at most 5 files; remove this one.'])
            ->assertSessionDoesntHaveErrors(['attachments.0', 'attachments.4']);

        $this->assertNothingStored();
    }

    public function test_file_names_are_kept_as_plain_names(): void
    {
        $this->post('/feedback', ['mood' => 'sad', 'attachments' => [
            $this->attachment("../../etc/pass\x01wd.txt", 'Plain words.'),
        ]])->assertSessionHasNoErrors();

        $attachment = FeedbackAttachment::query()->sole();
        $this->assertSame('passwd.txt', $attachment->name);
        $this->assertStringStartsWith('feedback/', $attachment->path);
    }

    public function test_guests_are_throttled_per_address(): void
    {
        for ($i = 0; $i < 10; $i++) {
            $this->withServerVariables(['REMOTE_ADDR' => '203.0.113.7'])
                ->post('/feedback', ['mood' => 'happy'])->assertSessionHasNoErrors();
        }

        $refused = $this->withServerVariables(['REMOTE_ADDR' => '203.0.113.7'])->post('/feedback', ['mood' => 'happy']);
        $this->assertRateLimited($refused, 'feedback');
        $this->assertSame(10, Feedback::query()->count());

        $this->withServerVariables(['REMOTE_ADDR' => '203.0.113.8'])
            ->post('/feedback', ['mood' => 'happy'])->assertSessionHasNoErrors();
        $this->assertSame(11, Feedback::query()->count());
    }

    public function test_accounts_are_throttled_per_account(): void
    {
        $user = User::factory()->create();
        for ($i = 0; $i < 10; $i++) {
            $this->actingAs($user)->withServerVariables(['REMOTE_ADDR' => "198.51.100.{$i}"])
                ->post('/feedback', ['mood' => 'happy'])->assertSessionHasNoErrors();
        }

        $this->assertRateLimited(
            $this->actingAs($user)->withServerVariables(['REMOTE_ADDR' => '198.51.100.99'])->post('/feedback', ['mood' => 'happy']),
            'feedback',
        );
        $this->assertSame(10, Feedback::query()->count());
    }

    public function test_bad_input_is_not_throttled_away_from_its_message(): void
    {
        $this->withoutMiddleware(ThrottleRequests::class);

        $this->post('/feedback', ['mood' => 'happy', 'attachments' => [$this->attachment('x.svg', $this->svgWithScriptBytes())]])
            ->assertSessionHasErrors('attachments.0');
    }

    private function assertNothingStored(): void
    {
        $this->assertSame(0, Feedback::query()->count());
        $this->assertSame(0, FeedbackAttachment::query()->count());
        $this->assertSame([], PrivateMedia::disk()->allFiles('feedback'));
    }
}

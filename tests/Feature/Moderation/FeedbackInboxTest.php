<?php

namespace Tests\Feature\Moderation;

use App\Media\PrivateMedia;
use App\Models\Feedback;
use App\Models\FeedbackAttachment;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Testing\TestResponse;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Feedback\MakesAttachments;
use Tests\TestCase;

class FeedbackInboxTest extends TestCase
{
    use MakesAttachments;
    use RefreshDatabase;

    private User $moderator;

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
        $this->moderator = User::factory()->moderator()->create();
    }

    public function test_moderators_read_feedback_newest_first_with_its_sender(): void
    {
        $author = User::factory()->create(['name' => 'Grace Hopper']);
        $this->travelTo(now()->subDay());
        $this->actingAs($author)->post('/feedback', ['mood' => 'happy', 'text' => 'Lovely player.', 'page_url' => '/watch?v=abcdefghijk'])->assertSessionHasNoErrors();
        $this->travelBack();
        auth()->logout();
        $this->withHeader('User-Agent', 'Visitor/2.0')->post('/feedback', ['mood' => 'sad', 'include_screenshot' => '1'])->assertSessionHasNoErrors();

        $this->actingAs($this->moderator)->get('/moderation/feedback')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Moderation/Feedback')
                ->where('feedback.meta', ['current_page' => 1, 'last_page' => 1, 'total' => 2])
                ->has('feedback.data', 2)
                ->where('feedback.data.0.mood', ['value' => 'sad', 'label' => 'Dissatisfied'])
                ->where('feedback.data.0.sender', null)
                ->where('feedback.data.0.from_account', false)
                ->where('feedback.data.0.include_screenshot', true)
                ->where('feedback.data.0.user_agent', 'Visitor/2.0')
                ->where('feedback.data.1.sender', ['id' => $author->id, 'name' => 'Grace Hopper'])
                ->where('feedback.data.1.text', 'Lovely player.')
                ->where('feedback.data.1.page_url', '/watch?v=abcdefghijk')
                ->has('feedback.data.1', fn (Assert $entry) => $entry->hasAll(['id', 'mood', 'text', 'include_screenshot', 'page_url', 'user_agent', 'sender', 'from_account', 'created_at', 'attachments'])));
    }

    public function test_the_list_is_paged_and_reads_in_few_queries(): void
    {
        $authors = User::factory()->count(3)->create();
        foreach (range(1, 25) as $n) {
            $feedback = Feedback::query()->create([
                'user_id' => $authors[$n % 3]->id, 'from_account' => true, 'mood' => 'neutral',
                'text' => "Note {$n}", 'include_screenshot' => false,
            ]);
            $feedback->attachments()->create(['name' => "n{$n}.txt", 'mime_type' => 'text/plain', 'size' => 3, 'path' => "feedback/{$feedback->id}/x.txt"]);
        }

        $this->actingAs($this->moderator);
        $queries = $this->queriesDuring(fn () => $this->get('/moderation/feedback?page=2')
            ->assertInertia(fn (Assert $page) => $page
                ->where('feedback.meta', ['current_page' => 2, 'last_page' => 2, 'total' => 25])
                ->has('feedback.data', 5)
                ->has('feedback.data.0.attachments', 1)));

        $this->assertLessThan(12, $queries->count(), $queries->implode("\n"));

        foreach (['abc', '-1', '99999999999999999999'] as $odd) {
            $this->get("/moderation/feedback?page={$odd}")->assertOk()->assertInertia(fn (Assert $page) => $page->where('feedback.meta.current_page', 1));
        }
        $this->get('/moderation/feedback?page[]=2')->assertOk();
        $this->get('/moderation/feedback?page=9')->assertInertia(fn (Assert $page) => $page->where('feedback.meta.current_page', 2));
    }

    public function test_a_deleted_account_s_feedback_says_so(): void
    {
        $author = User::factory()->create();
        $this->actingAs($author)->post('/feedback', ['mood' => 'neutral'])->assertSessionHasNoErrors();
        $author->delete();

        $this->actingAs($this->moderator)->get('/moderation/feedback')
            ->assertInertia(fn (Assert $page) => $page
                ->where('feedback.data.0.sender', null)
                ->where('feedback.data.0.from_account', true));
    }

    public function test_others_are_refused_the_list_and_the_files(): void
    {
        $attachment = $this->sendWithAttachment('notes.txt', 'Plain words.');

        $this->get('/moderation/feedback')->assertRedirect('/login');
        $this->get("/moderation/feedback/attachments/{$attachment->id}")->assertRedirect('/login');

        $viewer = User::factory()->create();
        $this->actingAs($viewer)->get('/moderation/feedback')->assertForbidden();
        $this->actingAs($viewer)->get("/moderation/feedback/attachments/{$attachment->id}")->assertForbidden();

        // Not even the feedback's own sender.
        $this->actingAs($attachment->feedback->user ?? $viewer)->get("/moderation/feedback/attachments/{$attachment->id}")->assertForbidden();
    }

    public function test_moderators_download_an_attachment_with_its_type_and_as_a_download(): void
    {
        $png = $this->imageBytes('png');
        $attachment = $this->sendWithAttachment('screen shot.png', $png);

        $response = $this->actingAs($this->moderator)->get("/moderation/feedback/attachments/{$attachment->id}");

        $response->assertOk()
            ->assertHeader('Content-Type', 'image/png')
            ->assertHeader('X-Content-Type-Options', 'nosniff')
            ->assertDownload('screen shot.png');
        $this->assertStringStartsWith('attachment;', (string) $response->headers->get('Content-Disposition'));
        $this->assertSame($png, $this->body($response));
    }

    public function test_a_download_is_named_for_what_the_file_is(): void
    {
        $attachment = $this->sendWithAttachment('setup.exe', $this->imageBytes('gif'));

        $this->actingAs($this->moderator)->get("/moderation/feedback/attachments/{$attachment->id}")
            ->assertHeader('Content-Type', 'image/gif')
            ->assertDownload('setup.gif');
    }

    public function test_text_is_downloaded_never_shown(): void
    {
        $attachment = $this->sendWithAttachment('notes.txt', "<b>not markup</b>\n");

        $response = $this->actingAs($this->moderator)->get("/moderation/feedback/attachments/{$attachment->id}");

        $this->assertStringStartsWith('text/plain', (string) $response->headers->get('Content-Type'));
        $this->assertStringStartsWith('attachment;', (string) $response->headers->get('Content-Disposition'));
        $this->assertSame("<b>not markup</b>\n", $this->body($response));
    }

    public function test_a_missing_file_or_attachment_is_a_404(): void
    {
        $attachment = $this->sendWithAttachment('notes.txt', 'Plain words.');
        PrivateMedia::disk()->delete($attachment->path);

        $this->actingAs($this->moderator)->get("/moderation/feedback/attachments/{$attachment->id}")->assertNotFound();
        $this->get('/moderation/feedback/attachments/999999')->assertNotFound();
        $this->get('/moderation/feedback/attachments/abc')->assertNotFound();
    }

    private function sendWithAttachment(string $name, string $bytes): FeedbackAttachment
    {
        $this->actingAs(User::factory()->create())
            ->post('/feedback', ['mood' => 'sad', 'attachments' => [$this->attachment($name, $bytes)]])
            ->assertSessionHasNoErrors();
        auth()->logout();

        return FeedbackAttachment::query()->latest('id')->firstOrFail();
    }

    /**
     * @param  TestResponse<\Symfony\Component\HttpFoundation\Response>  $response
     */
    private function body(TestResponse $response): string
    {
        return (string) $response->streamedContent();
    }
}

<?php

namespace Tests\Feature\Studio;

use App\Http\Middleware\StartSession;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Session\Store;
use Illuminate\Support\MessageBag;
use Illuminate\Support\Str;
use Illuminate\Support\ViewErrorBag;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Uploads\SendsTusRequests;
use Tests\TestCase;

/**
 * A refused form's errors travel to the page the browser loads next through the session. The
 * requests a page sends on its own meanwhile (its polls, an upload's chunks, a player's progress
 * reports) must leave them for that page.
 */
class BackgroundRequestsTest extends TestCase
{
    use RefreshDatabase, SendsTusRequests;

    /** What a refused Publish with an SVG thumbnail says (spec §5). */
    private const REFUSAL = 'Please upload an image file for the thumbnail';

    private User $owner;

    private Video $draft;

    protected function setUp(): void
    {
        parent::setUp();

        $channel = Channel::factory()->create();
        $this->owner = $channel->user;
        $this->draft = Video::factory()->for($channel)->create();

        // One browser: every request of the test carries the same session cookie.
        $this->withCookie(config('session.cookie'), Str::random(40));
    }

    public function test_a_poll_between_a_refused_form_and_its_page_leaves_the_errors_for_the_page(): void
    {
        $poll = $this->pollOfTheUploadPage();
        $this->refusePublish();

        $this->get($poll['uri'], $poll['headers'])->assertOk();

        $this->assertTheUploadPageShowsTheRefusal();
    }

    public function test_an_upload_chunk_between_a_refused_form_and_its_page_leaves_the_errors_for_the_page(): void
    {
        $location = $this->actingAs($this->owner)->createUpload(1000);
        $this->refusePublish();

        $this->tus('HEAD', $location)->assertOk();

        $this->assertTheUploadPageShowsTheRefusal();
    }

    public function test_a_progress_report_of_a_player_in_another_tab_leaves_the_errors_for_the_page(): void
    {
        $playing = Video::factory()->create();
        $this->refusePublish();

        $this->postJson(route('videos.progress', $playing), ['position' => 12])->assertNoContent();

        $this->assertTheUploadPageShowsTheRefusal();
    }

    public function test_a_page_load_between_them_uses_the_errors_up_as_before(): void
    {
        $this->refusePublish();

        $this->actingAs($this->owner)->get(route('studio.content'))->assertOk();

        $this->get(route('studio.upload.video'))
            ->assertInertia(fn (Assert $page) => $page->where('errors', []));
    }

    public function test_a_poll_that_read_the_session_before_the_refusal_does_not_save_over_it(): void
    {
        $poll = $this->pollOfTheUploadPage();
        $this->get(route('studio.upload.video'))->assertOk();

        // The refused form's request of the same session ends while the poll reads the draft.
        $sessionId = '';
        Video::retrieved(function () use (&$sessionId) {
            if ($sessionId === '') {
                $sessionId = session()->getId();
                $this->saveErrorsFromAnotherRequest($sessionId);
            }
        });
        $this->get($poll['uri'], $poll['headers'])->assertOk();
        $this->assertNotSame('', $sessionId);

        $this->assertTheUploadPageShowsTheRefusal();
    }

    /**
     * The upload page's draft poll, as the page sends it (its headers are taken before the test
     * sets anything in the session, since they need a first visit).
     *
     * @return array{uri: string, headers: array<string, string>}
     */
    private function pollOfTheUploadPage(): array
    {
        $uri = route('studio.upload.video', ['draft' => $this->draft->public_id]);
        $this->actingAs($this->owner);

        return ['uri' => $uri, 'headers' => [
            ...$this->partialReloadHeaders($uri, 'Studio/Upload', 'draft'),
            StartSession::POLL_HEADER => '1',
        ]];
    }

    private function saveErrorsFromAnotherRequest(string $sessionId): void
    {
        $other = new Store(config('session.cookie'), session()->getHandler(), $sessionId);
        $other->start();
        $other->flash('errors', (new ViewErrorBag)->put('default', new MessageBag([
            'thumbnail' => self::REFUSAL,
        ])));
        $other->save();
    }

    private function refusePublish(): void
    {
        $svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>';

        $this->actingAs($this->owner)
            ->from(route('studio.upload.video'))
            ->patch(route('studio.videos.update', $this->draft), [
                'title' => 'Harbour at dusk',
                'visibility' => 'private',
                'thumbnail' => UploadedFile::fake()->createWithContent('cover.svg', $svg),
            ])
            ->assertRedirect(route('studio.upload.video'));
    }

    private function assertTheUploadPageShowsTheRefusal(): void
    {
        $this->get(route('studio.upload.video'))
            ->assertInertia(fn (Assert $page) => $page
                ->where('errors.thumbnail', self::REFUSAL));
    }
}

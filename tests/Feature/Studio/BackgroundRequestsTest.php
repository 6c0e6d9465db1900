<?php

namespace Tests\Feature\Studio;

use App\Http\Middleware\StartSession;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Uploads\SendsTusRequests;
use Tests\TestCase;

/**
 * A refused form's errors travel to the page the browser loads next through the session. The
 * requests a page sends on its own meanwhile (its polls, an upload's chunks) must leave them
 * for that page, and the studio's requests of one session take turns on it.
 */
class BackgroundRequestsTest extends TestCase
{
    use RefreshDatabase, SendsTusRequests;

    private User $owner;

    private Video $draft;

    protected function setUp(): void
    {
        parent::setUp();

        $channel = Channel::factory()->create();
        $this->owner = $channel->user;
        $this->draft = Video::factory()->for($channel)->create();
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

    public function test_the_studio_and_its_uploads_take_turns_on_the_session(): void
    {
        $studio = collect(app('router')->getRoutes()->getRoutes())
            ->filter(fn ($route) => str_starts_with($route->getName() ?? '', 'studio.'));

        $this->assertNotEmpty($studio->filter(fn ($route) => str_starts_with($route->getName(), 'studio.uploads.')));
        $this->assertSame([], $studio->reject(fn ($route) => $route->locksFor() > 0)->map->getName()->values()->all());
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
                ->where('errors.thumbnail', 'Please upload an image file for the thumbnail'));
    }
}

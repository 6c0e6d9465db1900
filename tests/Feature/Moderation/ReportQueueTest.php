<?php

namespace Tests\Feature\Moderation;

use App\Enums\ReportReason;
use App\Enums\ReportStatus;
use App\Enums\VideoModeration;
use App\Models\Channel;
use App\Models\Report;
use App\Models\User;
use App\Models\Video;
use App\Reports\ReportQueue;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Testing\TestResponse;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

class ReportQueueTest extends TestCase
{
    use RefreshDatabase;

    private User $moderator;

    protected function setUp(): void
    {
        parent::setUp();
        $this->moderator = User::factory()->moderator()->create();
    }

    /**
     * @param  array<string, mixed>  $payload
     * @return TestResponse<\Symfony\Component\HttpFoundation\Response>
     */
    private function decide(Video $video, array $payload, ?User $as = null): TestResponse
    {
        return $this->actingAs($as ?? $this->moderator)
            ->from('/moderation/reports')
            ->put("/moderation/reports/{$video->public_id}", $payload);
    }

    private function reportOf(Video $video, ReportReason $reason, ?string $details = null): Report
    {
        return Report::factory()->for($video)->create(['reason' => $reason, 'details' => $details]);
    }

    public function test_a_guest_is_sent_to_sign_in(): void
    {
        $video = Video::factory()->create();

        $this->get('/moderation/reports')->assertRedirect('/login');
        $this->put("/moderation/reports/{$video->public_id}", ['decision' => 'reviewed'])->assertRedirect('/login');
    }

    public function test_an_account_that_is_not_a_moderator_is_refused(): void
    {
        $report = Report::factory()->create();
        $viewer = User::factory()->create();

        $this->actingAs($viewer)->get('/moderation/reports')->assertForbidden();
        $this->decide($report->video, ['decision' => 'action_taken', 'reason' => 'misinformation'], $viewer)->assertForbidden();
        // Not even the video's owner decides on reports of it.
        $this->decide($report->video, ['decision' => 'reviewed'], $report->video->channel->user)->assertForbidden();

        $this->assertSame(ReportStatus::UnderReview, $report->fresh()?->status);
        $this->assertNull($report->video->fresh()?->moderation);
    }

    public function test_the_queue_groups_open_reports_by_video_most_reported_first(): void
    {
        $once = Video::factory()->create(['title' => 'Reported once']);
        $thrice = Video::factory()->create(['title' => 'Reported three times']);
        $decided = Video::factory()->create();
        $this->reportOf($once, ReportReason::CaptionsIssue);
        $this->reportOf($thrice, ReportReason::SpamOrMisleading, 'A scam link.');
        $this->travel(1)->minutes();
        $this->reportOf($thrice, ReportReason::SpamOrMisleading, 'Fake giveaway.');
        $this->reportOf($thrice, ReportReason::Misinformation);
        Report::factory()->for($decided)->decided()->create();

        $this->actingAs($this->moderator)->get('/moderation/reports')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Moderation/Reports')
                ->has('reasons', 11)
                ->where('reasons.0', ['value' => 'sexual_content', 'label' => 'Sexual content'])
                ->where('videos.meta', ['current_page' => 1, 'last_page' => 1, 'total' => 2])
                ->has('videos.data', 2)
                ->has('videos.data.0', fn (Assert $row) => $row
                    ->where('video.id', $thrice->public_id)
                    ->where('video.title', 'Reported three times')
                    ->where('video.channel.name', $thrice->channel->name)
                    ->where('video.held', false)
                    ->has('video.thumbnail')
                    ->has('video.channel.handle')
                    ->where('report_count', 3)
                    ->where('reasons', [
                        ['value' => 'spam_or_misleading', 'label' => 'Spam or misleading', 'count' => 2],
                        ['value' => 'misinformation', 'label' => 'Misinformation', 'count' => 1],
                    ])
                    ->where('details', ['Fake giveaway.', 'A scam link.'])
                    ->has('last_reported_at'))
                ->where('videos.data.1.video.id', $once->public_id)
                ->where('videos.data.1.report_count', 1)
                ->where('videos.data.1.details', []));
    }

    public function test_the_queue_is_paged_and_odd_pages_show_the_first_or_the_last(): void
    {
        foreach (Video::factory()->count(ReportQueue::PER_PAGE + 1)->create() as $video) {
            $this->reportOf($video, ReportReason::Misinformation);
        }

        $this->actingAs($this->moderator);
        $this->get('/moderation/reports?page=2')->assertInertia(fn (Assert $page) => $page
            ->has('videos.data', 1)->where('videos.meta.current_page', 2)->where('videos.meta.last_page', 2));
        foreach (['abc', '-1', '0', '99999999999999999999', '1e3'] as $odd) {
            $this->get("/moderation/reports?page={$odd}")->assertInertia(fn (Assert $page) => $page->where('videos.meta.current_page', 1));
        }
        $this->get('/moderation/reports?page[]=2')->assertInertia(fn (Assert $page) => $page->where('videos.meta.current_page', 1));
        $this->get('/moderation/reports?page=50')->assertInertia(fn (Assert $page) => $page->where('videos.meta.current_page', 2));
    }

    public function test_marking_reviewed_closes_every_open_report_of_that_video_only(): void
    {
        $video = Video::factory()->create();
        $other = Video::factory()->create();
        $reports = Report::factory()->for($video)->count(2)->create();
        $untouched = Report::factory()->for($other)->create();
        $this->freezeSecond();

        $this->decide($video, ['decision' => 'reviewed'])
            ->assertRedirect('/moderation/reports')
            ->assertSessionHasNoErrors()
            ->assertSessionHas('status');

        foreach ($reports as $report) {
            $report->refresh();
            $this->assertSame(ReportStatus::Reviewed, $report->status);
            $this->assertNull($report->is_open);
            $this->assertSame($this->moderator->id, $report->decided_by);
            $this->assertTrue(now()->equalTo($report->decided_at));
        }
        $this->assertSame(ReportStatus::UnderReview, $untouched->fresh()?->status);
        $this->assertNull($video->fresh()?->moderation);
        $this->get("/watch?v={$video->public_id}")->assertOk();
    }

    public function test_taking_action_takes_the_video_down_for_everyone_but_its_owner(): void
    {
        $channel = Channel::factory()->create();
        $video = Video::factory()->for($channel)->create(['title' => 'Miracle cure']);
        $report = $this->reportOf($video, ReportReason::Misinformation);

        $this->decide($video, ['decision' => 'action_taken', 'reason' => 'misinformation'])->assertSessionHasNoErrors();

        $this->assertSame(ReportStatus::ActionTaken, $report->fresh()?->status);
        $video->refresh();
        $this->assertSame(VideoModeration::Removed, $video->moderation);
        $this->assertSame(ReportReason::Misinformation, $video->moderation_reason);
        // The owner's own choice of visibility is left as it was.
        $this->assertSame('public', $video->visibility->value);

        $this->get("/watch?v={$video->public_id}")->assertNotFound();
        $this->actingAs($report->user)->get("/watch?v={$video->public_id}")->assertNotFound();
        $this->actingAs($this->moderator)->get("/watch?v={$video->public_id}")->assertNotFound();
        $this->actingAs($channel->user)->get("/watch?v={$video->public_id}")->assertOk();
    }

    public function test_the_owner_reads_why_in_the_studio(): void
    {
        $channel = Channel::factory()->create();
        $video = Video::factory()->for($channel)->create();
        $this->reportOf($video, ReportReason::SpamOrMisleading);

        $this->decide($video, ['decision' => 'action_taken', 'reason' => 'spam_or_misleading']);

        $this->actingAs($channel->user)->get('/studio/content')->assertInertia(fn (Assert $page) => $page
            ->where('videos.data.0.moderation.state', 'removed')
            ->where('videos.data.0.moderation.reason', 'Spam or misleading')
            ->has('videos.data.0.moderation.at'));
        $this->get("/studio/videos/{$video->public_id}/edit")->assertInertia(fn (Assert $page) => $page
            ->where('video.moderation.state', 'removed')
            ->where('video.moderation.reason', 'Spam or misleading'));
    }

    public function test_a_taken_down_video_leaves_every_list_and_its_channel_page(): void
    {
        $channel = Channel::factory()->create();
        $video = Video::factory()->for($channel)->create(['title' => 'Lantern festival']);
        $this->reportOf($video, ReportReason::Misinformation);

        $listings = fn () => [
            'home' => in_array($video->public_id, $this->homeIds(), true),
            'search' => in_array($video->public_id, array_column($this->get('/search?q=lantern')->inertiaProps('videos.data'), 'id'), true),
            'channel' => in_array($video->public_id, array_column($this->get("/channel/@{$channel->handle}")->inertiaProps('videos.data'), 'id'), true),
        ];
        $this->assertSame(['home' => true, 'search' => true, 'channel' => true], $listings());

        $this->decide($video, ['decision' => 'action_taken', 'reason' => 'misinformation']);
        $this->app['auth']->forgetGuards();

        $this->assertSame(['home' => false, 'search' => false, 'channel' => false], $listings());
    }

    /**
     * @return array<string, array{array<string, mixed>, string}>
     */
    public static function invalidDecisions(): array
    {
        return [
            'no decision' => [[], 'decision'],
            'an unknown decision' => [['decision' => 'delete'], 'decision'],
            'under review is no decision' => [['decision' => 'under_review'], 'decision'],
            'a list as decision' => [['decision' => ['reviewed']], 'decision'],
            'a megabyte as decision' => [['decision' => str_repeat('x', 1024 * 1024)], 'decision'],
            'action without a reason' => [['decision' => 'action_taken'], 'reason'],
            'action with an unknown reason' => [['decision' => 'action_taken', 'reason' => 'boring'], 'reason'],
            'action with a list as reason' => [['decision' => 'action_taken', 'reason' => ['misinformation']], 'reason'],
        ];
    }

    /**
     * @param  array<string, mixed>  $payload
     */
    #[DataProvider('invalidDecisions')]
    public function test_a_bad_decision_gets_a_field_error_and_changes_nothing(array $payload, string $field): void
    {
        $report = Report::factory()->create();

        $this->decide($report->video, $payload)->assertRedirect('/moderation/reports')->assertSessionHasErrors([$field]);

        $this->assertSame(ReportStatus::UnderReview, $report->fresh()?->status);
        $this->assertNull($report->video->fresh()?->moderation);
    }

    public function test_a_video_whose_reports_were_already_decided_says_so(): void
    {
        $report = Report::factory()->decided()->create();

        $this->decide($report->video, ['decision' => 'action_taken', 'reason' => 'misinformation'])
            ->assertSessionHasErrors(['decision' => 'The reports of this video were already decided.']);

        $this->assertNull($report->video->fresh()?->moderation);
        $this->decide(Video::factory()->make(['public_id' => 'AAAAAAAAAAA']), ['decision' => 'reviewed'])->assertNotFound();
    }

    public function test_the_moderator_flag_is_shared_with_every_page(): void
    {
        $this->actingAs($this->moderator)->get('/')->assertInertia(fn (Assert $page) => $page->where('auth.user.is_moderator', true));
        $this->actingAs(User::factory()->create())->get('/')->assertInertia(fn (Assert $page) => $page->where('auth.user.is_moderator', false));
    }

    /**
     * The ids of the home page's featured and recommended videos.
     *
     * @return list<string>
     */
    private function homeIds(): array
    {
        $props = $this->partialReload('/', 'Home', ['featured', 'recommended'])->assertOk()->json('props');

        return [...array_column($props['featured'], 'id'), ...array_column($props['recommended']['data'], 'id')];
    }
}

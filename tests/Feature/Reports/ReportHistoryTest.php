<?php

namespace Tests\Feature\Reports;

use App\Enums\ReportReason;
use App\Enums\ReportStatus;
use App\Models\Report;
use App\Models\User;
use App\Models\Video;
use App\Reports\ReportHistoryPage;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class ReportHistoryTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_guest_gets_the_page_without_reports(): void
    {
        Report::factory()->create();

        $this->get('/report-history')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Reports/History')
            ->where('reports', null));
    }

    public function test_a_reporter_sees_their_own_reports_newest_first_with_where_each_stands(): void
    {
        $reporter = User::factory()->create();
        $video = Video::factory()->create(['title' => 'Night swim']);
        $older = Report::factory()->for($reporter)->decided(ReportStatus::Reviewed)->create([
            'reason' => ReportReason::CaptionsIssue, 'created_at' => now()->subDays(3),
        ]);
        $newer = Report::factory()->for($reporter)->for($video)->create([
            'reason' => ReportReason::SpamOrMisleading, 'created_at' => now()->subDay(),
        ]);
        Report::factory()->create();

        $this->actingAs($reporter)->get('/report-history')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Reports/History')
            ->where('reports.meta', ['current_page' => 1, 'last_page' => 1, 'total' => 2])
            ->has('reports.data', 2)
            ->has('reports.data.0', fn (Assert $row) => $row
                ->where('id', $newer->id)
                ->where('video.id', $video->public_id)
                ->where('video.title', 'Night swim')
                ->where('video.thumbnail', $video->thumbnail_url)
                ->where('video.channel', ['handle' => $video->channel->handle, 'name' => $video->channel->name])
                ->where('reason', 'Spam or misleading')
                ->where('status', ['value' => 'under_review', 'label' => 'Under review'])
                ->where('reported_at', $newer->created_at->toIso8601String()))
            ->where('reports.data.1.id', $older->id)
            ->where('reports.data.1.reason', 'Captions issue')
            ->where('reports.data.1.status', ['value' => 'reviewed', 'label' => 'Reviewed']));
    }

    public function test_the_reporter_sees_the_decision_and_no_thumbnail_once_the_video_is_taken_down(): void
    {
        $reporter = User::factory()->create();
        $report = Report::factory()->for($reporter)->create();
        $this->actingAs(User::factory()->moderator()->create())
            ->put("/moderation/reports/{$report->video->public_id}", ['decision' => 'action_taken', 'reason' => 'misinformation']);

        $this->actingAs($reporter)->get('/report-history')->assertInertia(fn (Assert $page) => $page
            ->where('reports.data.0.status', ['value' => 'action_taken', 'label' => 'Action taken'])
            ->where('reports.data.0.video.thumbnail', null));
    }

    public function test_reports_are_paged(): void
    {
        $reporter = User::factory()->create();
        Report::factory()->for($reporter)->count(ReportHistoryPage::PER_PAGE + 1)->create();
        $this->actingAs($reporter);

        $this->get('/report-history?page=2')->assertInertia(fn (Assert $page) => $page
            ->has('reports.data', 1)
            ->where('reports.meta', ['current_page' => 2, 'last_page' => 2, 'total' => ReportHistoryPage::PER_PAGE + 1]));
        foreach (['abc', '0', '-3', '99999999999999999999', '%00'] as $odd) {
            $this->get("/report-history?page={$odd}")->assertOk()->assertInertia(fn (Assert $page) => $page->where('reports.meta.current_page', 1));
        }
        $this->get('/report-history?page[]=2')->assertOk()->assertInertia(fn (Assert $page) => $page->where('reports.meta.current_page', 1));
        $this->get('/report-history?page=7')->assertInertia(fn (Assert $page) => $page->where('reports.meta.current_page', 2));
    }

    public function test_reasons_and_statuses_speak_the_viewers_language(): void
    {
        $reporter = User::factory()->create();
        Report::factory()->for($reporter)->decided(ReportStatus::ActionTaken)->create(['reason' => ReportReason::SpamOrMisleading]);

        $this->actingAs($reporter)->get('/report-history', ['Accept-Language' => 'de'])->assertInertia(fn (Assert $page) => $page
            ->where('reports.data.0.reason', 'Spam oder irreführend')
            ->where('reports.data.0.status', ['value' => 'action_taken', 'label' => 'Maßnahme ergriffen']));

        $video = Video::factory()->create();
        $this->from('/')->post("/videos/{$video->public_id}/report", ['reason' => 'boring'], ['Accept-Language' => 'ja'])
            ->assertSessionHasErrors(['reason' => '一覧の理由から選んでください。']);
    }

    public function test_no_reports_give_an_empty_first_page(): void
    {
        $this->actingAs(User::factory()->create())->get('/report-history')->assertInertia(fn (Assert $page) => $page
            ->where('reports', ['data' => [], 'meta' => ['current_page' => 1, 'last_page' => 1, 'total' => 0]]));
    }
}

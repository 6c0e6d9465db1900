<?php

namespace Tests\Feature\Reports;

use App\Actions\DeleteAccount;
use App\Actions\DeleteVideo;
use App\Enums\ReportReason;
use App\Enums\ReportStatus;
use App\Models\Channel;
use App\Models\Report;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Testing\TestResponse;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

class ReportVideoTest extends TestCase
{
    use RefreshDatabase;

    /**
     * @param  array<string, mixed>  $payload
     * @return TestResponse<\Symfony\Component\HttpFoundation\Response>
     */
    private function report(User $reporter, Video $video, array $payload): TestResponse
    {
        return $this->actingAs($reporter)->from('/watch?v='.$video->public_id)->post("/videos/{$video->public_id}/report", $payload);
    }

    public function test_a_viewer_reports_a_video_which_is_then_under_review(): void
    {
        $reporter = User::factory()->create();
        $video = Video::factory()->create();

        $this->report($reporter, $video, ['reason' => 'spam_or_misleading', 'details' => 'Links to a scam.'])
            ->assertRedirect('/watch?v='.$video->public_id)
            ->assertSessionHasNoErrors()
            ->assertSessionHas('status', 'Thanks for reporting.');

        $report = Report::query()->sole();
        $this->assertSame($reporter->id, $report->user_id);
        $this->assertSame($video->id, $report->video_id);
        $this->assertSame(ReportReason::SpamOrMisleading, $report->reason);
        $this->assertSame('Links to a scam.', $report->details);
        $this->assertSame(ReportStatus::UnderReview, $report->status);
    }

    public function test_details_are_optional_and_blank_details_are_none(): void
    {
        $reporter = User::factory()->create();

        $this->report($reporter, Video::factory()->create(), ['reason' => 'captions_issue'])->assertSessionHasNoErrors();
        $this->report($reporter, Video::factory()->create(), ['reason' => 'legal_issue', 'details' => "  \n "])->assertSessionHasNoErrors();
        $this->report($reporter, Video::factory()->create(), ['reason' => 'misinformation', 'details' => str_repeat('é', Report::DETAILS_MAX_LENGTH)])->assertSessionHasNoErrors();

        $this->assertSame([null, null, str_repeat('é', 500)], Report::query()->orderBy('id')->pluck('details')->all());
    }

    public function test_reporting_the_same_video_again_rewrites_the_open_report(): void
    {
        $reporter = User::factory()->create();
        $video = Video::factory()->create();

        $this->report($reporter, $video, ['reason' => 'spam_or_misleading', 'details' => 'First words.']);
        $this->report($reporter, $video, ['reason' => 'harassment_or_bullying'])
            ->assertSessionHasNoErrors()
            ->assertSessionHas('status', 'Your report was updated.');

        $report = Report::query()->sole();
        $this->assertSame(ReportReason::HarassmentOrBullying, $report->reason);
        $this->assertNull($report->details);
    }

    public function test_a_report_after_a_decision_opens_a_new_one_and_keeps_the_decided_one(): void
    {
        $reporter = User::factory()->create();
        $video = Video::factory()->create();
        Report::factory()->for($reporter)->for($video)->decided()->create();

        $this->report($reporter, $video, ['reason' => 'misinformation'])->assertSessionHasNoErrors();

        $this->assertSame(
            [ReportStatus::Reviewed, ReportStatus::UnderReview],
            Report::query()->orderBy('id')->get()->pluck('status')->all(),
        );
    }

    public function test_each_account_has_its_own_report(): void
    {
        $video = Video::factory()->create();

        $this->report(User::factory()->create(), $video, ['reason' => 'misinformation']);
        $this->report(User::factory()->create(), $video, ['reason' => 'misinformation']);

        $this->assertSame(2, Report::query()->count());
    }

    public function test_a_guest_is_sent_to_sign_in_and_nothing_is_stored(): void
    {
        $video = Video::factory()->create();

        $this->post("/videos/{$video->public_id}/report", ['reason' => 'misinformation'])->assertRedirect('/login');

        $this->assertSame(0, Report::query()->count());
    }

    public function test_an_unverified_account_is_sent_to_verify_its_address_first(): void
    {
        $video = Video::factory()->create();

        $this->report(User::factory()->unverified()->create(), $video, ['reason' => 'misinformation'])
            ->assertRedirect('/verify-email');

        $this->assertSame(0, Report::query()->count());
    }

    public function test_an_owner_cannot_report_their_own_video(): void
    {
        $channel = Channel::factory()->create();
        $video = Video::factory()->for($channel)->create();

        $this->report($channel->user, $video, ['reason' => 'misinformation'])->assertForbidden();

        $this->assertSame(0, Report::query()->count());
    }

    public function test_a_video_the_reporter_may_not_watch_does_not_exist_for_them(): void
    {
        $private = Video::factory()->private()->create();

        $this->report(User::factory()->create(), $private, ['reason' => 'misinformation'])->assertNotFound();
        $this->actingAs(User::factory()->create())->post('/videos/abc/report', ['reason' => 'misinformation'])->assertNotFound();
        $this->post('/videos/'.str_repeat('x', 5000).'/report', ['reason' => 'misinformation'])->assertNotFound();

        $this->assertSame(0, Report::query()->count());
    }

    /**
     * @return array<string, array{array<string, mixed>, string}>
     */
    public static function invalidReports(): array
    {
        return [
            'no reason' => [[], 'reason'],
            'an empty reason' => [['reason' => ''], 'reason'],
            'an unknown reason' => [['reason' => 'boring'], 'reason'],
            'a reason in another case' => [['reason' => 'SPAM_OR_MISLEADING'], 'reason'],
            'a number as reason' => [['reason' => 7], 'reason'],
            'a list as reason' => [['reason' => ['spam_or_misleading']], 'reason'],
            'an object as reason' => [['reason' => ['value' => 'spam_or_misleading']], 'reason'],
            'details one character too long' => [['reason' => 'misinformation', 'details' => str_repeat('x', 501)], 'details'],
            'a megabyte of details' => [['reason' => 'misinformation', 'details' => str_repeat('x', 1024 * 1024)], 'details'],
            'a list as details' => [['reason' => 'misinformation', 'details' => ['a', 'b']], 'details'],
            'an object as details' => [['reason' => 'misinformation', 'details' => ['a' => ['b' => 'c']]], 'details'],
        ];
    }

    /**
     * @param  array<string, mixed>  $payload
     */
    #[DataProvider('invalidReports')]
    public function test_a_bad_field_gets_an_error_on_that_field_and_stores_nothing(array $payload, string $field): void
    {
        $video = Video::factory()->create();

        $this->report(User::factory()->create(), $video, $payload)
            ->assertRedirect('/watch?v='.$video->public_id)
            ->assertSessionHasErrors([$field]);

        $this->assertSame(0, Report::query()->count());
    }

    public function test_a_bad_second_report_leaves_the_open_one_as_it_was(): void
    {
        $reporter = User::factory()->create();
        $video = Video::factory()->create();
        $this->report($reporter, $video, ['reason' => 'misinformation', 'details' => 'Kept.']);

        $this->report($reporter, $video, ['reason' => 'nonsense', 'details' => 'Lost.'])->assertSessionHasErrors(['reason']);

        $report = Report::query()->sole();
        $this->assertSame(ReportReason::Misinformation, $report->reason);
        $this->assertSame('Kept.', $report->details);
    }

    public function test_reporting_is_throttled_per_account(): void
    {
        $reporter = User::factory()->create();
        $videos = Video::factory()->count(11)->create();

        foreach ($videos->take(10) as $video) {
            $this->report($reporter, $video, ['reason' => 'misinformation'])->assertSessionHasNoErrors();
        }
        $refused = $this->report($reporter, $videos->last(), ['reason' => 'misinformation']);

        $this->assertRateLimited($refused, 'reason');
        $this->assertSame(10, Report::query()->count());
    }

    public function test_the_watch_page_and_the_blips_feed_offer_the_reasons_in_order(): void
    {
        $video = Video::factory()->create();
        $blip = Video::factory()->blip()->create();
        $reasons = fn (Assert $page) => $page
            ->has('reportReasons', 11)
            ->where('reportReasons.0', ['value' => 'sexual_content', 'label' => 'Sexual content'])
            ->where('reportReasons.10', ['value' => 'captions_issue', 'label' => 'Captions issue'])
            ->etc();

        $this->get("/watch?v={$video->public_id}")->assertInertia($reasons);
        $this->get("/blips?v={$blip->public_id}")->assertInertia($reasons);
    }

    public function test_deleting_the_reporter_or_the_video_takes_its_reports_along(): void
    {
        $reporter = User::factory()->create();
        $moderator = User::factory()->moderator()->create();
        $kept = Report::factory()->for($reporter)->create();
        $ofDeletedVideo = Report::factory()->create();
        $decidedByModerator = Report::factory()->decided()->create(['decided_by' => $moderator->id]);

        app(DeleteVideo::class)->handle($ofDeletedVideo->video);
        $this->assertModelMissing($ofDeletedVideo);
        $this->assertModelExists($kept);

        app(DeleteAccount::class)->handle($reporter);
        $this->assertModelMissing($kept);

        app(DeleteAccount::class)->handle($moderator);
        $this->assertNull($decidedByModerator->fresh()?->getAttribute('decided_by'));
    }
}

<?php

namespace Database\Seeders;

use App\Actions\DecideReports;
use App\Enums\ReportReason;
use App\Enums\ReportStatus;
use App\Enums\VideoKind;
use App\Models\Report;
use App\Models\User;
use App\Models\Video;
use Illuminate\Database\Seeder;

/**
 * A few reports so Report History and the moderation queue have something to show: the demo
 * viewer's four (two under review, one reviewed, one whose video was taken down) and other
 * viewers' reports of the same videos. They concern the catalogue's oldest videos, far down
 * every list.
 */
class SampleReportsSeeder extends Seeder
{
    public function __construct(private readonly DecideReports $decide)
    {
    }

    public function run(): void
    {
        $demo = User::query()->where('email', DatabaseSeeder::DEMO_EMAIL)->first();
        $moderator = User::query()->where('email', DatabaseSeeder::MODERATOR_EMAIL)->first();
        $videos = Video::query()->scopes(['published', 'ofKind' => [VideoKind::Video]])
            ->oldest('published_at')->orderBy('id')->limit(4)->get();
        /** @var list<User> $others */
        $others = User::query()->where('email', 'like', '%@viewers.blipstream.test')->orderBy('id')->limit(3)->get()->all();
        if ($demo === null || $moderator === null || $videos->count() < 4) {
            return;
        }
        [$spam, $captions, $reviewed, $removed] = $videos->all();

        $this->report($demo, $spam, ReportReason::SpamOrMisleading, 'The description sends viewers to a "giveaway" that asks for their password.', 2);
        $this->report($demo, $captions, ReportReason::CaptionsIssue, 'The captions drift a few seconds behind after the first minute.', 1);
        foreach ($others as $i => $viewer) {
            $this->report($viewer, $spam, $i === 0 ? ReportReason::SpamOrMisleading : ReportReason::HatefulOrAbusive, null, 3 + $i);
        }

        $this->report($demo, $reviewed, ReportReason::Misinformation, null, 6);
        $this->decide->handle($moderator, $reviewed, ReportStatus::Reviewed, null);

        $this->report($demo, $removed, ReportReason::HarmfulOrDangerous, 'Shows a stunt on a live railway line.', 9);
        $this->decide->handle($moderator, $removed, ReportStatus::ActionTaken, ReportReason::HarmfulOrDangerous);
    }

    private function report(User $reporter, Video $video, ReportReason $reason, ?string $details, int $daysAgo): void
    {
        $at = now()->subDays($daysAgo);
        Report::query()->create([
            'user_id' => $reporter->id,
            'video_id' => $video->id,
            'reason' => $reason,
            'details' => $details,
        ])->forceFill(['created_at' => $at, 'updated_at' => $at])->save();
    }
}

<?php

namespace Tests\Feature\Reports;

use App\Enums\ReportStatus;
use App\Enums\VideoModeration;
use App\Media\SampleLibrary;
use App\Models\Report;
use App\Models\User;
use App\Models\Video;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Storage;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Catalogue\FakeSampleLibrary;
use Tests\TestCase;

class SampleReportsSeederTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('public');
        config(['catalogue.seed_size' => 'small']);
        // As in SampleCatalogueSeederTest: the clips' stills drawn with GD, without ffmpeg.
        $this->app->instance(SampleLibrary::class, new FakeSampleLibrary);
    }

    public function test_the_demo_viewer_has_reports_in_every_status_and_the_moderator_a_queue(): void
    {
        $this->seed(DatabaseSeeder::class);

        $demo = User::query()->where('email', DatabaseSeeder::DEMO_EMAIL)->sole();
        $moderator = User::query()->where('email', DatabaseSeeder::MODERATOR_EMAIL)->sole();
        $this->assertTrue($moderator->is_moderator);
        $this->assertFalse($demo->is_moderator);

        $statuses = Report::query()->where('user_id', $demo->id)->get()->countBy(fn (Report $report) => $report->status->value)->all();
        $this->assertEquals(['under_review' => 2, 'reviewed' => 1, 'action_taken' => 1], $statuses);

        $removed = Report::query()->where('status', ReportStatus::ActionTaken)->sole()->video;
        $this->assertSame(VideoModeration::Removed, $removed->moderation);
        $this->assertSame(1, Video::query()->whereNotNull('moderation')->count());

        $this->actingAs($demo)->get('/report-history')->assertInertia(fn (Assert $page) => $page->has('reports.data', 4));
        $this->actingAs($moderator)->get('/moderation/reports')->assertInertia(fn (Assert $page) => $page
            ->has('videos.data', 2)
            ->where('videos.data.0.report_count', 4));
    }
}

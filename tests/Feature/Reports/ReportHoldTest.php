<?php

namespace Tests\Feature\Reports;

use App\Enums\Category;
use App\Enums\VideoModeration;
use App\Models\Channel;
use App\Models\Report;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

/**
 * A video reported by Report::HOLD_AFTER_ACCOUNTS accounts leaves the lists until a moderator
 * decides; it still plays for anyone holding its link.
 */
class ReportHoldTest extends TestCase
{
    use RefreshDatabase;

    private Video $video;

    protected function setUp(): void
    {
        parent::setUp();
        $this->video = Video::factory()->for(Channel::factory()->create(['handle' => 'lanterns']))->create([
            'title' => 'Lantern festival',
            'category' => Category::Music,
            'subcategory' => null,
        ]);
    }

    private function reportBy(User $reporter): void
    {
        $this->actingAs($reporter)
            ->post("/videos/{$this->video->public_id}/report", ['reason' => 'spam_or_misleading'])
            ->assertSessionHasNoErrors();
    }

    /**
     * Where the video is listed for a signed-out visitor.
     *
     * @return array<string, bool>
     */
    private function listings(): array
    {
        $this->app['auth']->forgetGuards();
        $home = $this->partialReload('/', 'Home', ['featured', 'recommended'])->json('props');
        $trending = $this->partialReload('/trending', 'Browse/Trending', 'videos')->json('props.videos');
        $id = $this->video->public_id;

        return [
            'home' => in_array($id, [...array_column($home['featured'], 'id'), ...array_column($home['recommended']['data'], 'id')], true),
            'trending' => in_array($id, array_column($trending, 'id'), true),
            'music' => in_array($id, array_column($this->partialReload('/music', 'Browse/Music', 'videos')->json('props.videos.data') ?? [], 'id'), true),
            'search' => in_array($id, array_column($this->get('/search?q=lantern')->inertiaProps('videos.data'), 'id'), true),
            'channel' => in_array($id, array_column($this->get('/channel/@lanterns')->inertiaProps('videos.data'), 'id'), true),
        ];
    }

    /**
     * @return array<string, bool>
     */
    private static function everywhere(bool $listed): array
    {
        return ['home' => $listed, 'trending' => $listed, 'music' => $listed, 'search' => $listed, 'channel' => $listed];
    }

    public function test_the_tenth_account_holds_the_video_out_of_every_list_but_not_off_its_link(): void
    {
        $reporters = User::factory()->count(Report::HOLD_AFTER_ACCOUNTS)->create();
        $this->assertSame(self::everywhere(true), $this->listings());

        foreach ($reporters->take(Report::HOLD_AFTER_ACCOUNTS - 1) as $reporter) {
            $this->reportBy($reporter);
        }
        $this->assertNull($this->video->fresh()?->moderation);
        $this->assertSame(self::everywhere(true), $this->listings());

        $this->reportBy($reporters->last());

        $this->assertSame(VideoModeration::Held, $this->video->fresh()?->moderation);
        $this->assertSame(self::everywhere(false), $this->listings());
        $this->get("/watch?v={$this->video->public_id}")->assertOk();
    }

    public function test_one_account_reporting_again_and_again_counts_once(): void
    {
        $reporter = User::factory()->create();

        for ($i = 0; $i < Report::HOLD_AFTER_ACCOUNTS; $i++) {
            $this->reportBy($reporter);
        }

        $this->assertNull($this->video->fresh()?->moderation);
        $this->assertSame(self::everywhere(true), $this->listings());
    }

    public function test_marking_a_held_video_reviewed_brings_it_back_and_later_reports_count_afresh(): void
    {
        $moderator = User::factory()->moderator()->create();
        foreach (User::factory()->count(Report::HOLD_AFTER_ACCOUNTS)->create() as $reporter) {
            $this->reportBy($reporter);
        }

        $this->actingAs($moderator)->put("/moderation/reports/{$this->video->public_id}", ['decision' => 'reviewed'])->assertSessionHasNoErrors();

        $this->assertNull($this->video->fresh()?->moderation);
        $this->assertSame(self::everywhere(true), $this->listings());

        $this->reportBy(User::factory()->create());
        $this->assertNull($this->video->fresh()?->moderation);
    }

    public function test_a_held_video_leads_the_moderation_queue_marked_held(): void
    {
        $moderator = User::factory()->moderator()->create();
        Report::factory()->create();
        foreach (User::factory()->count(Report::HOLD_AFTER_ACCOUNTS)->create() as $reporter) {
            $this->reportBy($reporter);
        }

        $this->actingAs($moderator)->get('/moderation/reports')->assertInertia(fn (Assert $page) => $page
            ->where('videos.data.0.video.id', $this->video->public_id)
            ->where('videos.data.0.video.held', true)
            ->where('videos.data.0.report_count', Report::HOLD_AFTER_ACCOUNTS)
            ->where('videos.data.1.video.held', false));
    }
}

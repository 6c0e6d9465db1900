<?php

namespace Tests\Feature\Console;

use App\Enums\VideoStatus;
use App\Models\Channel;
use App\Models\Upload;
use App\Models\Video;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class PruneExpiredUploadsTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_deletes_abandoned_uploads_with_their_files_and_keeps_the_rest(): void
    {
        $this->freshMediaDisks();
        $abandoned = $this->upload();
        $finished = $this->upload();
        $finished->forceFill(['upload_offset' => 10, 'completed_at' => now()])->save();
        $this->travel(25)->hours();
        $active = $this->upload();

        $this->assertSame(0, Artisan::call('uploads:prune-expired'));

        $this->assertStringContainsString('Deleted 1 expired uploads.', Artisan::output());
        $this->assertModelMissing($abandoned);
        Storage::disk(Upload::DISK)->assertMissing($abandoned->path);
        $this->assertModelExists($finished);
        Storage::disk(Upload::DISK)->assertExists($finished->path);
        $this->assertModelExists($active);
        Storage::disk(Upload::DISK)->assertExists($active->path);
    }

    public function test_it_runs_every_hour(): void
    {
        $events = collect($this->app->make(Schedule::class)->events())
            ->filter(fn ($event) => str_contains((string) $event->command, 'uploads:prune-expired'));

        $this->assertCount(1, $events);
        $this->assertSame('0 * * * *', $events->first()?->expression);
    }

    public function test_an_abandoned_uploads_draft_video_goes_with_it(): void
    {
        $this->freshMediaDisks();
        $upload = $this->upload();
        $draft = Video::factory()->for($upload->user->channel)->create(['status' => VideoStatus::Uploading]);
        $upload->video()->associate($draft)->save();
        $this->travel(25)->hours();

        Artisan::call('uploads:prune-expired');

        $this->assertModelMissing($draft);
    }

    private function upload(): Upload
    {
        $upload = Upload::query()->create([
            'user_id' => Channel::factory()->create()->user_id,
            'kind' => 'video',
            'upload_length' => 10,
            'metadata' => [],
        ]);
        Storage::disk(Upload::DISK)->put($upload->path, '');

        return $upload;
    }
}

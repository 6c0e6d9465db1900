<?php

namespace Tests\Feature\Uploads;

use App\Models\Upload;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

/**
 * The size limit and the quotas are checked when an upload is created, before a byte moves.
 */
class UploadLimitsTest extends TestCase
{
    use RefreshDatabase, SendsTusRequests;

    private User $user;

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
        config([
            'uploads.max_size' => 4 * 1024 ** 3,
            'uploads.storage_quota' => 10 * 1024 ** 3,
            'uploads.daily_quota' => 5 * 1024 ** 3,
        ]);
        $this->actingAs($this->user = $this->creator());
    }

    public function test_the_default_limit_is_4_gb(): void
    {
        $this->assertSame(4 * 1024 ** 3, (require config_path('uploads.php'))['max_size']);
    }

    public function test_a_file_over_the_size_limit_answers_413_with_the_reason(): void
    {
        $this->tus('POST', '/studio/uploads', ['Upload-Length' => (string) (4 * 1024 ** 3 + 1)])
            ->assertStatus(413)
            ->assertHeader('Tus-Resumable', '1.0.0')
            ->assertExactJson(['errors' => ['file' => 'The file is larger than the 4 GB limit.']]);

        $this->assertSame(0, Upload::query()->count());
        $this->assertSame([], Storage::disk(Upload::DISK)->allFiles());

        $this->createUpload(4 * 1024 ** 3);
    }

    public function test_an_empty_file_is_refused(): void
    {
        $this->tus('POST', '/studio/uploads', ['Upload-Length' => '0'])
            ->assertStatus(400)
            ->assertJsonPath('errors.file', 'The file is empty.');
    }

    public function test_the_storage_quota_counts_every_upload_the_user_keeps(): void
    {
        $this->existingUpload(4 * 1024 ** 3, now()->subDays(3));
        $this->existingUpload(5 * 1024 ** 3, now()->subDays(2), completed: true);
        // Someone else's uploads are theirs to count.
        $this->existingUpload(8 * 1024 ** 3, now()->subDays(2), User::factory()->create());

        $this->tus('POST', '/studio/uploads', ['Upload-Length' => (string) (2 * 1024 ** 3)])
            ->assertStatus(413)
            ->assertJsonPath('errors.file', 'Your uploads may take up 10 GB in all and 1 GB is left; this file needs 2 GB.');

        $this->createUpload(1024 ** 3);
    }

    public function test_the_daily_quota_counts_the_last_24_hours(): void
    {
        $this->existingUpload(3 * 1024 ** 3, now()->subHours(23));
        $this->existingUpload(1024 ** 3, now()->subHours(25));

        $this->tus('POST', '/studio/uploads', ['Upload-Length' => (string) (2.5 * 1024 ** 3)])
            ->assertStatus(413)
            ->assertJsonPath('errors.file', 'You can upload 5 GB a day and 2 GB is left for the next 24 hours; this file needs 2.5 GB.');

        $this->createUpload(2 * 1024 ** 3);

        $this->tus('POST', '/studio/uploads', ['Upload-Length' => (string) (1024 ** 3)])->assertStatus(413);

        // Two hours on, the 3 GB started 23 hours ago no longer count.
        $this->travel(2)->hours();
        $this->createUpload(3 * 1024 ** 3);
    }

    public function test_limits_and_expiry_follow_the_configuration(): void
    {
        config(['uploads.max_size' => 10, 'uploads.expire_after_minutes' => 30]);
        $this->freezeSecond();

        $this->tus('POST', '/studio/uploads', ['Upload-Length' => '11'])
            ->assertStatus(413)
            ->assertJsonPath('errors.file', 'The file is larger than the 10 bytes limit.');
        $this->tus('POST', '/studio/uploads', ['Upload-Length' => '10'])
            ->assertCreated()
            ->assertHeader('Upload-Expires', now()->addMinutes(30)->toRfc7231String());
    }

    private function existingUpload(int $length, mixed $createdAt, ?User $user = null, bool $completed = false): void
    {
        $upload = Upload::query()->create(['user_id' => ($user ?? $this->user)->id, 'kind' => 'video', 'upload_length' => $length, 'metadata' => []]);
        $upload->forceFill(['created_at' => $createdAt, 'completed_at' => $completed ? $createdAt : null])->save();
    }
}

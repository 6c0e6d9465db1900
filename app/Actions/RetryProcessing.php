<?php

namespace App\Actions;

use App\Enums\VideoStatus;
use App\Jobs\ProcessUpload;
use App\Media\PrivateMedia;
use App\Models\Video;
use Illuminate\Validation\ValidationException;

/**
 * Gives a failed video a fresh set of tries from its kept original.
 */
final class RetryProcessing
{
    /**
     * @throws ValidationException when the video did not fail or its original is gone
     */
    public function handle(Video $video): void
    {
        if ($video->status !== VideoStatus::Failed) {
            throw ValidationException::withMessages(['video' => __('Only a video whose processing failed can be retried.')]);
        }
        if ($video->original_path === null || ! PrivateMedia::disk()->exists($video->original_path)) {
            throw ValidationException::withMessages(['video' => __('The uploaded file is gone; delete this video and upload it again.')]);
        }

        $video->forceFill([
            'status' => VideoStatus::Queued,
            'failure_reason' => null,
            'processing_progress' => null,
            'processing_attempts' => 0,
            'heartbeat_at' => null,
        ])->save();

        ProcessUpload::dispatch($video);
    }
}

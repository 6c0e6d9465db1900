<?php

namespace App\Console\Commands;

use App\Enums\VideoStatus;
use App\Jobs\ProcessUpload;
use App\Media\ProcessingScratch;
use App\Models\Video;
use Illuminate\Console\Command;

/**
 * Finds videos whose processing heartbeat stopped (the worker was killed, the machine
 * restarted) and queues them again, or fails them once they have used up their runs, so
 * that no video stays Processing forever. First removes the scratch folders no live run
 * works in, which also ends an ffmpeg that outlived its worker.
 */
class RequeueStalledProcessing extends Command
{
    protected $signature = 'media:requeue-stalled';

    protected $description = 'Re-queue video processing whose worker stopped';

    public function handle(): int
    {
        // Before the re-queue: an idle worker may take a re-queued video at once, and its
        // fresh claim would keep the dead run's folder from this sweep.
        $removed = ProcessingScratch::removeAbandoned(
            fn (int $id) => ($video = Video::query()->find($id)) !== null
                && in_array($video->status, VideoStatus::unfinished(), true)
                && ProcessUpload::isAlive($video),
        );

        $requeued = 0;
        /** @var iterable<Video> $stalled */
        $stalled = Video::query()
            ->whereIn('status', [VideoStatus::Processing, VideoStatus::Watchable])
            ->where('heartbeat_at', '<', ProcessUpload::staleBefore())
            ->lazyById();

        foreach ($stalled as $video) {
            if ($video->processing_attempts >= ProcessUpload::MAX_RUNS) {
                $video->markFailed('Processing stopped '.$video->processing_attempts.' times before it finished. Retry, or upload the file again.');

                continue;
            }

            // No heartbeat until a worker takes it, so the next sweep leaves it waiting in the queue.
            $video->forceFill([
                'status' => $video->status === VideoStatus::Watchable ? VideoStatus::Watchable : VideoStatus::Queued,
                'heartbeat_at' => null,
            ])->save();
            ProcessUpload::dispatch($video);
            $requeued++;
        }

        $this->info("Re-queued {$requeued} stalled video(s); removed {$removed} abandoned scratch folder(s).");

        return self::SUCCESS;
    }
}

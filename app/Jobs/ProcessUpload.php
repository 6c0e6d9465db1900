<?php

namespace App\Jobs;

use App\Enums\VideoStatus;
use App\Media\MediaException;
use App\Media\ProcessingHeartbeat;
use App\Media\ProcessingScratch;
use App\Media\UnacceptableMedia;
use App\Media\UploadProcessor;
use App\Media\VideoDeleted;
use App\Media\VideoMedia;
use App\Models\Video;
use Carbon\CarbonInterface;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Queue\Queueable;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Traits\Localizable;
use Throwable;

/**
 * Processes an uploaded video on the media queue, from its private original to Ready. Never
 * stuck: a failed run is retried after a pause, a run whose worker died is re-queued by
 * media:requeue-stalled once its heartbeat stops, and the last failure marks the video
 * Failed with a reason the creator can read.
 */
class ProcessUpload implements ShouldQueue
{
    use Localizable, Queueable;

    /** Runs of one video, retries and re-queues together, before it is Failed for good. */
    public const MAX_RUNS = 3;

    public int $tries = self::MAX_RUNS;

    /** A two-hour upload at the ladder's 2× realtime; config/queue.php's retry_after is longer. */
    public int $timeout = 3600;

    public bool $deleteWhenMissingModels = true;

    /** The language of the request that queued the run: the creator reads a failure's reason in it. */
    public string $locale = 'en';

    public function __construct(public Video $video)
    {
        $this->onQueue('media');
        $this->locale = App::getLocale();
    }

    /**
     * @return list<int>
     */
    public function backoff(): array
    {
        return [30, 120];
    }

    public function handle(UploadProcessor $processor): void
    {
        $this->withLocale($this->locale, fn () => $this->run($processor));
    }

    private function run(UploadProcessor $processor): void
    {
        if (! $this->claim()) {
            return;
        }

        try {
            $processor->process($this->video, new ProcessingHeartbeat($this->video->id));
        } catch (VideoDeleted) {
            // Handled below, as a delete between the last heartbeat and the end is.
        } catch (Throwable $e) {
            // Nobody works on it any more: the retry may claim it at once. Unless another run
            // took it over meanwhile (this one's heartbeat had lapsed): that run is alive.
            Video::query()->whereKey($this->video->id)
                ->where('processing_attempts', $this->video->processing_attempts)
                ->update(['heartbeat_at' => null]);
            if ($e instanceof UnacceptableMedia) {
                // The file itself is refused; trying again would refuse it again.
                $this->fail($e);

                return;
            }

            throw $e;
        }

        if (! Video::query()->whereKey($this->video->id)->exists()) {
            // The delete removed what was published before it; this removes what came after.
            VideoMedia::deleteAll($this->video);
        }
    }

    public function failed(?Throwable $exception): void
    {
        $video = $this->video->fresh();
        // Another run may have finished the video or be at work on it (this job's worker died and the sweeper re-queued it).
        if ($video === null || ! in_array($video->status, VideoStatus::unfinished(), true) || self::isAlive($video)) {
            return;
        }

        File::deleteDirectory(ProcessingScratch::ofVideo($video));
        $video->markFailed(match (true) {
            $exception instanceof MediaException => $exception->getMessage(),
            default => $this->withLocale($this->locale, fn () => __('Processing did not finish after :count tries. Retry, or upload the file again.', ['count' => self::MAX_RUNS])),
        });
    }

    /** A heartbeat older than this means no worker is processing the video any more (config/uploads.php). */
    public static function staleAfterSeconds(): int
    {
        return (int) config('uploads.stale_after_seconds');
    }

    /**
     * A heartbeat before this instant is stale. Whole seconds, as the column stores them, so
     * the queries and isAlive() agree on a heartbeat of exactly this second: still alive.
     */
    public static function staleBefore(): CarbonInterface
    {
        return now()->subSeconds(self::staleAfterSeconds())->startOfSecond();
    }

    public static function isAlive(Video $video): bool
    {
        return $video->heartbeat_at !== null && $video->heartbeat_at->gte(self::staleBefore());
    }

    /**
     * Takes the video unless it is finished or another worker's heartbeat is fresh: a job
     * can run twice (a sweeper re-queue and the original job's own retry), the transcode once.
     */
    private function claim(): bool
    {
        $claimed = Video::query()
            ->whereKey($this->video->id)
            ->whereIn('status', VideoStatus::unfinished())
            ->where(fn ($query) => $query->whereNull('heartbeat_at')->orWhere('heartbeat_at', '<', self::staleBefore()))
            ->update(['heartbeat_at' => now(), 'processing_attempts' => $this->video->processing_attempts + 1]);

        if ($claimed === 0) {
            return false;
        }

        $this->video->refresh();
        if ($this->video->status === VideoStatus::Queued) {
            $this->video->forceFill(['status' => VideoStatus::Processing, 'processing_progress' => 0, 'failure_reason' => null])->save();
        }

        return true;
    }
}

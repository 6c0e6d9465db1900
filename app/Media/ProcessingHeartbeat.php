<?php

namespace App\Media;

use App\Models\Video;

/**
 * Keeps a video's progress and heartbeat current while a worker processes it. Rows are
 * written directly, without model events: a percentage need not renew cached listings, and
 * a few writes a second at most keep the database calm.
 */
final class ProcessingHeartbeat
{
    /** Well under ProcessUpload::staleAfterSeconds(), so a live worker never looks stalled. */
    private const INTERVAL_SECONDS = 5;

    private ?float $lastWrite = null;

    private ?int $percent = null;

    public function __construct(private readonly int $videoId)
    {
    }

    /**
     * @throws VideoDeleted when the creator deleted the video meanwhile
     */
    public function progress(int $percent): void
    {
        $now = microtime(true);
        $sinceLast = $this->lastWrite === null ? INF : $now - $this->lastWrite;
        if ($sinceLast < self::INTERVAL_SECONDS && ($percent === $this->percent || $sinceLast < 1)) {
            return;
        }

        $this->lastWrite = $now;
        $this->percent = $percent;
        $updated = Video::query()->whereKey($this->videoId)->update(['processing_progress' => $percent, 'heartbeat_at' => now()]);
        if ($updated === 0) {
            throw new VideoDeleted("Video {$this->videoId} was deleted while it was processed.");
        }
    }
}

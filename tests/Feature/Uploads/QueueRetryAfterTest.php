<?php

namespace Tests\Feature\Uploads;

use App\Jobs\ProcessUpload;
use App\Models\Video;
use Tests\TestCase;

class QueueRetryAfterTest extends TestCase
{
    /**
     * A queue hands a reserved job to another worker once retry_after has passed: shorter than
     * the transcode's own time limit, a second worker would start an upload still at work.
     */
    public function test_no_queue_hands_a_media_job_to_a_second_worker_before_its_timeout(): void
    {
        $timeout = (new ProcessUpload(new Video))->timeout;

        foreach (['database', 'redis'] as $connection) {
            $this->assertGreaterThan($timeout, config("queue.connections.{$connection}.retry_after"), $connection);
        }
    }
}

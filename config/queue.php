<?php

/*
| Only retry_after changes. A queue hands a reserved job to another worker once retry_after
| has passed, so it must outlast the longest job, ProcessUpload's $timeout (an hour), or a
| second worker would start the same transcode. A worker killed mid-job is caught much sooner
| by media:requeue-stalled; this is the backstop.
*/

return [
    'connections' => [
        'database' => [
            'driver' => 'database',
            'connection' => env('DB_QUEUE_CONNECTION'),
            'table' => env('DB_QUEUE_TABLE', 'jobs'),
            'queue' => env('DB_QUEUE', 'default'),
            'retry_after' => (int) env('DB_QUEUE_RETRY_AFTER', 3900),
            'after_commit' => false,
        ],

        'redis' => [
            'driver' => 'redis',
            'connection' => env('REDIS_QUEUE_CONNECTION', 'default'),
            'queue' => env('REDIS_QUEUE', 'default'),
            'retry_after' => (int) env('REDIS_QUEUE_RETRY_AFTER', 3900),
            'block_for' => null,
            'after_commit' => false,
        ],
    ],
];

<?php

/*
| Limits of the studio's resumable uploads (tus). Sizes are in bytes.
*/
return [
    // The largest single file; announced to tus clients as Tus-Max-Size.
    'max_size' => (int) env('UPLOADS_MAX_SIZE', 4 * 1024 ** 3),

    // What one user's uploads may occupy at once, finished or not.
    'storage_quota' => (int) env('UPLOADS_STORAGE_QUOTA', 50 * 1024 ** 3),

    // What one user may start uploading within any 24 hours.
    'daily_quota' => (int) env('UPLOADS_DAILY_QUOTA', 20 * 1024 ** 3),

    // Longest accepted running times, in seconds (the help centre's limits). A verified channel's
    // videos have none; shorts always do.
    'max_short_seconds' => (int) env('UPLOADS_MAX_SHORT_SECONDS', 3 * 60),
    'max_unverified_video_seconds' => (int) env('UPLOADS_MAX_UNVERIFIED_VIDEO_SECONDS', 15 * 60),

    // An unfinished upload with no new bytes for this long is abandoned and may be pruned.
    'expire_after_minutes' => (int) env('UPLOADS_EXPIRE_AFTER_MINUTES', 24 * 60),

    // A video whose processing heartbeat is older than this has no live worker: media:requeue-stalled
    // queues it again and another run may claim it. Keep it well above the heartbeat's 5 s interval.
    'stale_after_seconds' => (int) env('MEDIA_STALE_AFTER_SECONDS', 120),

    // Where ffmpeg works while videos are processed (App\Media\ProcessingScratch), inside the
    // storage folder unless absolute. media:requeue-stalled removes every folder there that no
    // live run of this app's database works in, so two apps sharing a storage folder (the test
    // suite beside a served app, phpunit.xml) each need their own.
    'scratch_path' => env('MEDIA_SCRATCH_PATH', 'app/processing'),
];

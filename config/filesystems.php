<?php

return [
    'disks' => [
        // Media URLs are relative (/storage/...), so the app serves them on any host and port,
        // unless MEDIA_URL names where the public disk is served from, such as a CDN.
        'public' => [
            'driver' => 'local',
            'root' => storage_path('app/public'),
            'url' => rtrim((string) (env('MEDIA_URL') ?: '/storage'), '/'),
            'visibility' => 'public',
            'throw' => false,
            'report' => false,
        ],
    ],
];

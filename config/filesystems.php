<?php

$objectStore = [
    'driver' => 's3',
    'key' => env('AWS_ACCESS_KEY_ID'),
    'secret' => env('AWS_SECRET_ACCESS_KEY'),
    'region' => env('AWS_DEFAULT_REGION', 'us-east-1'),
    'endpoint' => env('AWS_ENDPOINT') ?: null,
    'use_path_style_endpoint' => (bool) env('AWS_USE_PATH_STYLE_ENDPOINT', false),
    'throw' => false,
    'report' => false,
];

return [
    // Which disk holds what (app/Media): `public` and `local` by default, `s3` and `s3-private`
    // to put the media on an object store. Partial uploads stay on the local disk whatever
    // these say: tus appends to them, which an object store cannot do.
    'media' => [
        'public' => env('MEDIA_DISK', 'public'),
        'private' => env('PRIVATE_MEDIA_DISK', 'local'),
    ],

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

        // A bucket anyone may read (a bucket policy), served directly or through a CDN
        // (MEDIA_URL); without either URL, links go to the bucket's own endpoint.
        's3' => [
            ...$objectStore,
            'bucket' => env('AWS_BUCKET'),
            'url' => env('MEDIA_URL') ?: env('AWS_URL') ?: null,
        ],

        // A bucket nobody may read: its files are reached only through short-lived signed URLs
        // that the authorizing media route hands out.
        's3-private' => [
            ...$objectStore,
            'bucket' => env('AWS_PRIVATE_BUCKET'),
        ],
    ],
];

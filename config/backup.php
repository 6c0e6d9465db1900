<?php

/*
| `php artisan backup:run` (daily in routes/console.php) and `backup:restore`.
*/
return [
    // Each backup is a folder here, named after its UTC time. Outside every folder a web server
    // serves: the copy holds every account's e-mail address and password hash.
    'path' => env('BACKUP_PATH') ?: storage_path('backups'),

    // The newest backups kept; each run removes older ones. 0 keeps them all.
    'keep' => (int) env('BACKUP_KEEP', 7),

    // Also hash every media file (SHA-256) in the manifest, which reads each file whole; a
    // bucket's files are downloaded for it. Sizes and times are listed either way.
    'checksums' => (bool) env('BACKUP_CHECKSUMS', false),

    // PostgreSQL's client programs; at least the server's major version.
    'pg_dump' => env('BACKUP_PG_DUMP', 'pg_dump'),
    'pg_restore' => env('BACKUP_PG_RESTORE', 'pg_restore'),
];

<?php

/*
| Only the SQLite connection differs from the framework's defaults (the other connections,
| Redis included, are Laravel's own and configured by .env).
*/

return [
    'connections' => [
        'sqlite' => [
            'driver' => 'sqlite',
            'url' => env('DB_URL'),
            'database' => env('DB_DATABASE', database_path('database.sqlite')),
            'prefix' => '',
            'prefix_indexes' => null,
            'foreign_key_constraints' => env('DB_FOREIGN_KEYS', true),
            'busy_timeout' => null,
            'journal_mode' => null,
            'synchronous' => null,
            'transaction_mode' => 'DEFERRED',
            // Reads pages through a memory map instead of a read() per page: a first-time
            // search over 100k videos took 0.8 instead of 1.3 ms. A ceiling, not an allocation.
            'pragmas' => [
                'mmap_size' => (int) env('DB_SQLITE_MMAP_SIZE', 256 * 1024 * 1024),
            ],
            // Under php-fpm a persistent handle keeps SQLite's parsed schema between requests,
            // which otherwise costs each request about half a millisecond before its first
            // query. Off by default: an in-memory test database must not outlive its test.
            'options' => [
                PDO::ATTR_PERSISTENT => (bool) env('DB_SQLITE_PERSISTENT', false),
            ],
        ],
    ],
];

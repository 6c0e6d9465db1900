<?php

/*
| The SQLite and PostgreSQL connections differ from the framework's defaults (the others,
| Redis included, are Laravel's own and configured by .env). A connection given here replaces
| the framework's entry whole, so PostgreSQL's lists every setting.
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
            // A transaction takes the write lock when it begins (App\Database\SQLiteConnector),
            // waiting for it up to the busy timeout rather than failing on its first write.
            'transaction_mode' => 'IMMEDIATE',
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
        'pgsql' => [
            'driver' => 'pgsql',
            'url' => env('DB_URL'),
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '5432'),
            'database' => env('DB_DATABASE', 'laravel'),
            'username' => env('DB_USERNAME', 'root'),
            'password' => env('DB_PASSWORD', ''),
            'charset' => env('DB_CHARSET', 'utf8'),
            'prefix' => '',
            'prefix_indexes' => true,
            'search_path' => 'public',
            'sslmode' => 'prefer',
            // Under php-fpm a persistent connection spares each request PostgreSQL's connection
            // set-up and a new backend's warm-up. PDO rolls back a transaction a request left open
            // before the connection serves the next one. Off by default, as for SQLite.
            // Emulated prepares: one round trip a query (App\Database\PostgresConnection).
            'options' => [
                PDO::ATTR_PERSISTENT => (bool) env('DB_PGSQL_PERSISTENT', false),
                PDO::ATTR_EMULATE_PREPARES => true,
            ],
        ],
    ],
];

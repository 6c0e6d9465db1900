<?php

namespace App\Listeners;

use Illuminate\Database\Events\MigrationsEnded;
use Illuminate\Database\Migrations\Migrator;
use Illuminate\Support\Facades\DB;

/**
 * Gathers SQLite's planner statistics for every index a migration made on a table that had
 * them. The planner takes an index without statistics beside analyzed ones for a near-unique
 * one: after a migration re-created the channel listing index, the Subscriptions feed sorted
 * all 100,000 videos of a viewer's channels (60 to 120 ms a page) instead of reading each
 * channel's newest few (2 ms). A database never analyzed is left as it is: its plans have no
 * statistics to be misled by.
 */
class AnalyzeNewSqliteIndexes
{
    public function __construct(private readonly Migrator $migrator)
    {
    }

    public function handle(MigrationsEnded $event): void
    {
        if (($event->options['pretend'] ?? false) === true) {
            return;
        }

        $connection = DB::connection($this->migrator->getConnection());
        if ($connection->getDriverName() !== 'sqlite') {
            return;
        }

        $analyzed = $connection->selectOne("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'");
        if ($analyzed === null) {
            return;
        }

        $unanalyzed = $connection->select(<<<'SQL'
            SELECT name FROM sqlite_master
            WHERE type = 'index'
              AND tbl_name IN (SELECT tbl FROM sqlite_stat1)
              AND name NOT IN (SELECT idx FROM sqlite_stat1 WHERE idx IS NOT NULL)
            SQL);

        foreach ($unanalyzed as $index) {
            $connection->statement('ANALYZE "'.str_replace('"', '""', $index->name).'"');
        }
    }
}

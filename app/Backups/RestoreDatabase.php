<?php

namespace App\Backups;

use Illuminate\Support\Facades\DB;

/**
 * Replaces the app's database with a backup's copy, then checks that every table holds the
 * rows the backup counted.
 */
final class RestoreDatabase
{
    public function handle(string $folder): BackupSummary
    {
        $summary = BackupSummary::read($folder);
        $connection = DB::connection();
        if ($summary->driver !== $connection->getDriverName()) {
            throw new BackupFailed("The backup is of a {$summary->driver} database; the connection [{$connection->getName()}] uses {$connection->getDriverName()}.");
        }
        $file = "{$folder}/{$summary->databaseFile}";
        if (! is_file($file)) {
            throw new BackupFailed("The backup has no database copy: {$file} is missing.");
        }

        $restored = DatabaseCopy::of($connection)->restoreFrom($file);

        $differing = [];
        foreach ($summary->tables as $table => $rows) {
            if (($restored[$table] ?? null) !== $rows) {
                $differing[] = sprintf('%s (%d rows in the backup, %s)', $table, $rows, isset($restored[$table]) ? "{$restored[$table]} now" : 'missing now');
            }
        }
        if ($differing !== []) {
            throw new BackupFailed('The restored database differs from the backup: '.implode(', ', $differing).'.');
        }

        return $summary;
    }
}

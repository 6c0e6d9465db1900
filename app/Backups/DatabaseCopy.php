<?php

namespace App\Backups;

use Illuminate\Database\Connection;

/**
 * A consistent copy of a connection's database in one file, and the way back from it.
 */
abstract class DatabaseCopy
{
    public function __construct(protected readonly Connection $connection)
    {
    }

    public static function of(Connection $connection): self
    {
        return match ($connection->getDriverName()) {
            'sqlite' => new SqliteCopy($connection),
            'pgsql' => new PostgresCopy($connection),
            default => throw new BackupFailed("Backups support SQLite and PostgreSQL; the connection [{$connection->getName()}] uses {$connection->getDriverName()}."),
        };
    }

    /** The copy's name in a backup folder. */
    abstract public function fileName(): string;

    /**
     * Writes the copy, of one moment however busy the writers are.
     *
     * @return array<string, int> the rows of each table in the copy
     */
    abstract public function copyTo(string $file): array;

    /**
     * Replaces the connection's database with the copy.
     *
     * @return array<string, int> the rows of each table in the database afterwards
     */
    abstract public function restoreFrom(string $file): array;

    /**
     * @return array<string, int>
     */
    protected static function rowCounts(Connection $connection, ?string $schema = null): array
    {
        $counts = [];
        foreach ($connection->getSchemaBuilder()->getTables($schema) as $table) {
            $name = $table['schema_qualified_name'];
            $counts[$name] = $connection->table($name)->count();
        }

        return $counts;
    }
}

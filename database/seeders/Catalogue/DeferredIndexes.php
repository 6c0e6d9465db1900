<?php

namespace Database\Seeders\Catalogue;

use Illuminate\Support\Facades\DB;

/**
 * PostgreSQL builds an index over rows already loaded many times faster than it keeps the
 * index up to date row by row (a GIN text-search index above all), so a big catalogue loads
 * into a table without its secondary indexes, which are then made again from their own
 * definitions. Indexes behind constraints (the primary key, unique keys) stay.
 */
final class DeferredIndexes
{
    /** @var array<string, string> each dropped index's definition by name */
    private array $definitions = [];

    public function __construct(private readonly string $table)
    {
    }

    public function drop(): void
    {
        $rows = DB::select(
            'SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
             JOIN pg_class c ON c.oid = i.indexrelid
             WHERE i.indrelid = ?::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)',
            [$this->table],
        );
        foreach ($rows as $row) {
            $this->definitions[$row->name] = $row->definition;
            DB::statement('DROP INDEX '.$row->name);
        }
    }

    /**
     * @return int how many indexes were made again
     */
    public function rebuild(): int
    {
        foreach ($this->definitions as $definition) {
            DB::statement($definition);
        }
        $count = count($this->definitions);
        $this->definitions = [];

        return $count;
    }
}

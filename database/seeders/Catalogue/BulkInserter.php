<?php

namespace Database\Seeders\Catalogue;

use Illuminate\Support\Facades\DB;

/**
 * Buffers rows for one table and writes them in multi-row INSERTs, keeping each statement
 * under the bound-parameter limits of SQLite and PostgreSQL.
 */
final class BulkInserter
{
    /** @var list<array<string, mixed>> */
    private array $rows = [];

    private int $written = 0;

    public function __construct(
        private readonly string $table,
        private readonly int $columns,
    ) {
    }

    /**
     * @param  array<string, mixed>  $row
     */
    public function add(array $row): void
    {
        $this->rows[] = $row;
        if (count($this->rows) * $this->columns >= 20_000) {
            $this->flush();
        }
    }

    public function flush(): int
    {
        if ($this->rows !== []) {
            DB::table($this->table)->insert($this->rows);
            $this->written += count($this->rows);
            $this->rows = [];
        }

        return $this->written;
    }
}

<?php

namespace Database\Seeders\Catalogue;

use Illuminate\Support\Facades\DB;
use PDO;

/**
 * Buffers rows for one table and writes them in multi-row INSERTs, keeping each statement
 * under the bound-parameter limits of SQLite and PostgreSQL. On PostgreSQL the rows go in
 * with COPY instead, several times faster than INSERT for the millions of rows of a big
 * benchmark catalogue.
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
            $pdo = DB::connection()->getPdo();
            if ($pdo->getAttribute(PDO::ATTR_DRIVER_NAME) === 'pgsql') {
                $this->copy($pdo);
            } else {
                DB::table($this->table)->insert($this->rows);
            }
            $this->written += count($this->rows);
            $this->rows = [];
        }

        return $this->written;
    }

    /**
     * COPY's text format: one line a row, the columns of the first row, tab-separated.
     */
    private function copy(PDO $pdo): void
    {
        // Sorted by column as the query builder's insert does, so rows may list them in any order.
        $lines = array_map(function (array $row) {
            ksort($row);

            return implode("\t", array_map(self::copyValue(...), $row));
        }, $this->rows);
        $columns = array_keys($this->rows[0]);
        sort($columns);
        // The NULL marker goes into the statement as an escaped string, hence its doubled backslash.
        $pdo->pgsqlCopyFromArray($this->table, $lines, "\t", '\\\\N', implode(',', $columns));
    }

    private static function copyValue(mixed $value): string
    {
        return match (true) {
            $value === null => '\\N',
            is_bool($value) => $value ? 't' : 'f',
            default => strtr((string) $value, ['\\' => '\\\\', "\t" => '\\t', "\n" => '\\n', "\r" => '\\r']),
        };
    }
}

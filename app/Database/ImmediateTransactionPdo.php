<?php

namespace App\Database;

use PDO;
use PDOException;

/**
 * Begins SQLite transactions IMMEDIATE, so a transaction holds the write lock from its first
 * statement. A deferred one that has read cannot wait for that lock: SQLite refuses its first
 * write at once ("database is locked") while another connection writes, busy timeout or not.
 * PHP before 8.4 can only begin deferred (PDO::beginTransaction), and PDO does not see a
 * transaction begun by a statement, so this one tracks it itself.
 */
final class ImmediateTransactionPdo extends PDO
{
    private bool $inTransaction = false;

    public function beginTransaction(): bool
    {
        try {
            $this->exec('BEGIN IMMEDIATE');
        } catch (PDOException $e) {
            if (! str_contains($e->getMessage(), 'within a transaction')) {
                throw $e;
            }
            // A persistent handle keeps a transaction its request died in; nothing of it counts.
            $this->exec('ROLLBACK');
            $this->exec('BEGIN IMMEDIATE');
        }

        return $this->inTransaction = true;
    }

    public function commit(): bool
    {
        $this->requireTransaction();
        $this->exec('COMMIT');
        $this->inTransaction = false;

        return true;
    }

    public function rollBack(): bool
    {
        $this->requireTransaction();
        $this->inTransaction = false;
        try {
            $this->exec('ROLLBACK');
        } catch (PDOException $e) {
            // SQLite has already rolled back after some errors (a full disk, an interrupt).
            if (! str_contains($e->getMessage(), 'no transaction is active')) {
                throw $e;
            }
        }

        return true;
    }

    public function inTransaction(): bool
    {
        return $this->inTransaction;
    }

    private function requireTransaction(): void
    {
        if (! $this->inTransaction) {
            throw new PDOException('There is no active transaction');
        }
    }
}

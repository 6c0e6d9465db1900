<?php

namespace App\Backups;

use Illuminate\Database\Connection;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Process;

/**
 * pg_dump's custom format, restored by pg_restore. The programs get the connection's settings
 * as arguments and its password in their environment, never on a command line that every
 * user of the machine can read.
 */
final class PostgresCopy extends DatabaseCopy
{
    public function fileName(): string
    {
        return 'database.dump';
    }

    public function copyTo(string $file): array
    {
        // pg_dump joins a snapshot this transaction exports, so the counts are of the copy's moment.
        $name = 'backup-pgsql-snapshot';
        /** @var Connection $snapshot */
        $snapshot = DB::build([...$this->connection->getConfig(), 'name' => $name]);

        try {
            $snapshot->beginTransaction();
            $snapshot->statement('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
            $id = (string) $snapshot->selectOne('SELECT pg_export_snapshot() AS id')->id;
            $this->run('pg_dump', ['--format=custom', "--snapshot={$id}", "--file={$file}"]);

            return self::rowCounts($snapshot);
        } finally {
            if ($snapshot->transactionLevel() > 0) {
                $snapshot->rollBack();
            }
            DB::purge($name);
        }
    }

    public function restoreFrom(string $file): array
    {
        if (! is_file($file)) {
            throw new BackupFailed("{$file} does not exist.");
        }

        // Everything the copy holds is dropped first and recreated, or nothing changes.
        $this->run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', $file]);

        return self::rowCounts($this->connection);
    }

    /**
     * @param  'pg_dump'|'pg_restore'  $program
     * @param  list<string>  $arguments
     */
    private function run(string $program, array $arguments): void
    {
        $binary = (string) config("backup.{$program}");
        $config = $this->connection->getConfig();
        $settings = array_filter([
            'host' => (string) Arr::first(Arr::wrap($config['host'] ?? '')),
            'port' => (string) ($config['port'] ?? ''),
            'username' => (string) ($config['username'] ?? ''),
            'dbname' => (string) ($config['database'] ?? ''),
        ], fn (string $value) => $value !== '');

        $result = Process::forever()
            ->env(array_filter([
                'PGPASSWORD' => (string) ($config['password'] ?? ''),
                'PGSSLMODE' => (string) ($config['sslmode'] ?? ''),
            ], fn (string $value) => $value !== ''))
            ->run([$binary, ...array_map(fn (string $key, string $value) => "--{$key}={$value}", array_keys($settings), $settings), ...$arguments]);

        if ($result->exitCode() === 127) {
            throw new BackupFailed("{$binary} was not found: install PostgreSQL's client programs, or name it in BACKUP_".strtoupper($program).'.');
        }
        if (! $result->successful()) {
            throw new BackupFailed("{$program} failed: ".trim($result->errorOutput() ?: $result->output()));
        }
    }
}

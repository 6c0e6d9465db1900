<?php

namespace App\Console\Commands;

use App\Backups\BackupDirectory;
use App\Backups\BackupFailed;
use App\Backups\WriteBackup;
use Illuminate\Console\Command;
use Illuminate\Support\Number;
use Illuminate\Support\Str;
use Throwable;

/**
 * A consistent copy of the database and the list of the media files, in a new folder of the
 * backup directory (config/backup.php); older backups beyond the number kept go.
 */
class RunBackup extends Command
{
    protected $signature = 'backup:run
        {--checksums : Also list each media file\'s SHA-256 (reads every file)}';

    protected $description = 'Back up the database and list the media files';

    public function handle(WriteBackup $write): int
    {
        try {
            $directory = BackupDirectory::configured();
            $summary = $write->handle($directory, (bool) $this->option('checksums') || (bool) config('backup.checksums'));
            $removed = $directory->prune((int) config('backup.keep'));
        } catch (Throwable $e) {
            // A scheduled run has no reader: the log keeps what went wrong.
            report($e);
            $this->components->error($e instanceof BackupFailed ? $e->getMessage() : 'The backup failed: '.$e->getMessage());

            return self::FAILURE;
        }

        $this->components->info("Backup written to {$summary->folder}:");
        $this->components->twoColumnDetail('Database', sprintf(
            '%s, %s, %s, %s',
            $summary->driver,
            self::count(count($summary->tables), 'table'),
            self::count($summary->rows(), 'row'),
            Number::fileSize($summary->databaseBytes, maxPrecision: 1),
        ));
        $this->components->twoColumnDetail('Media files', sprintf(
            '%s, %s on %s',
            self::count($summary->files(), 'file'),
            Number::fileSize($summary->bytes(), maxPrecision: 1),
            implode(', ', array_keys($summary->disks)),
        ));
        $this->components->twoColumnDetail('Took', sprintf('%.2f s', $summary->seconds));
        foreach ($removed as $folder) {
            $this->components->twoColumnDetail('Removed an older backup', basename($folder));
        }

        return self::SUCCESS;
    }

    private static function count(int $count, string $noun): string
    {
        return Number::format($count).' '.Str::plural($noun, $count);
    }
}

<?php

namespace App\Console\Commands;

use App\Backups\BackupDirectory;
use App\Backups\BackupFailed;
use App\Backups\RestoreDatabase;
use Illuminate\Console\Command;
use Illuminate\Console\ConfirmableTrait;
use Illuminate\Support\Number;
use Throwable;

/**
 * Puts a backup's database copy in place of the app's database. Media files are not copied
 * back: the backup lists them (media.jsonl) for the storage's own restore to be checked.
 */
class RestoreBackup extends Command
{
    use ConfirmableTrait;

    protected $signature = 'backup:restore
        {backup : The backup\'s folder, or its name in the backup directory}
        {--force : Restore in production without asking}';

    protected $description = 'Replace the database with a backup\'s copy';

    public function handle(RestoreDatabase $restore): int
    {
        $started = microtime(true);

        try {
            $folder = BackupDirectory::configured()->find((string) $this->argument('backup'));
            if (! $this->confirmToProceed('The database will be replaced by the backup')) {
                return self::FAILURE;
            }
            $summary = $restore->handle($folder);
        } catch (BackupFailed $e) {
            $this->components->error($e->getMessage());

            return self::FAILURE;
        } catch (Throwable $e) {
            report($e);
            $this->components->error('The restore failed: '.$e->getMessage());

            return self::FAILURE;
        }

        $this->components->info("Restored the database from {$folder}:");
        $this->components->twoColumnDetail('Database', sprintf(
            '%s, %s tables, %s rows, as the backup counted them',
            $summary->driver,
            Number::format(count($summary->tables)),
            Number::format($summary->rows()),
        ));
        $this->components->twoColumnDetail('Took', sprintf('%.2f s', microtime(true) - $started));

        return self::SUCCESS;
    }
}

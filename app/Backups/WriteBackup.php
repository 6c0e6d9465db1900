<?php

namespace App\Backups;

use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;
use Throwable;

/**
 * A backup of the app's database and the list of its media files, in a new folder of the
 * backup directory that appears, by a rename, only once complete.
 */
final class WriteBackup
{
    public function handle(BackupDirectory $directory, bool $checksums): BackupSummary
    {
        $started = microtime(true);
        $database = DatabaseCopy::of(DB::connection());
        $directory->prepare();
        [$partial, $folder] = $directory->startBackup(now());

        try {
            $databaseFile = "{$partial}/{$database->fileName()}";
            $tables = $database->copyTo($databaseFile);
            $disks = (new MediaManifest(MediaManifest::disksInUse(), $checksums, $directory->path))->writeTo("{$partial}/".MediaManifest::FILE);

            $summary = new BackupSummary(
                $partial,
                now()->toIso8601String(),
                DB::connection()->getDriverName(),
                $database->fileName(),
                (int) filesize($databaseFile),
                $tables,
                $disks,
                $checksums,
                microtime(true) - $started,
            );
            $summary->write();
            foreach (File::files($partial, hidden: true) as $file) {
                chmod($file->getPathname(), 0600);
            }
            rename($partial, $folder);
        } catch (Throwable $e) {
            File::deleteDirectory($partial);

            throw $e;
        }

        return $summary->movedTo($folder);
    }
}

<?php

namespace App\Backups;

use App\Media\PublicMedia;
use Carbon\CarbonInterface;
use Illuminate\Support\Facades\File;
use League\Flysystem\Local\LocalFilesystemAdapter;

/**
 * The folder that holds the backups, one folder each, named after its UTC time.
 */
final class BackupDirectory
{
    /** A second backup within the same second gets a counter. */
    private const NAME = '/^\d{4}-\d{2}-\d{2}T\d{6}Z(-\d+)?$/';

    private function __construct(public readonly string $path)
    {
    }

    public static function configured(): self
    {
        $path = trim((string) config('backup.path'));
        if ($path === '') {
            throw new BackupFailed('No backup directory is set: set BACKUP_PATH.');
        }

        return new self(self::resolve($path));
    }

    /**
     * Creates the folder if need be. Refuses one inside what the web server serves (the copy
     * holds every account's e-mail address and password hash) or one this user cannot write.
     */
    public function prepare(): void
    {
        foreach (self::servedFolders() as $served) {
            if (str_starts_with($this->path.'/', $served.'/')) {
                throw new BackupFailed("Refusing to keep backups in {$this->path}: it is inside {$served}, which the web server serves.");
            }
        }
        if (file_exists($this->path) && ! is_dir($this->path)) {
            throw new BackupFailed("The backup directory {$this->path} is a file.");
        }
        if (! is_dir($this->path) && ! @mkdir($this->path, 0700, true) && ! is_dir($this->path)) {
            $existing = $this->path;
            while (! file_exists($existing)) {
                $existing = dirname($existing);
            }
            throw new BackupFailed("Cannot create the backup directory {$this->path}: ".(is_dir($existing) ? "{$existing} is not writable by this user." : "{$existing} is a file."));
        }
        if (! is_writable($this->path)) {
            throw new BackupFailed("The backup directory {$this->path} is not writable by this user.");
        }
    }

    /**
     * An empty, private folder to write a backup into, under a name the finished backups never
     * have (they get theirs by a rename once complete), and the name it will have then.
     *
     * @return array{string, string} the folder to write into, and the finished backup's
     */
    public function startBackup(CarbonInterface $at): array
    {
        $name = $at->copy()->utc()->format('Y-m-d\THis\Z');
        for ($n = 2; file_exists("{$this->path}/{$name}") || file_exists("{$this->path}/.{$name}.partial"); $n++) {
            $name = $at->copy()->utc()->format('Y-m-d\THis\Z')."-{$n}";
        }
        $partial = "{$this->path}/.{$name}.partial";
        if (! @mkdir($partial, 0700)) {
            throw new BackupFailed("Cannot create {$partial}.");
        }

        return [$partial, "{$this->path}/{$name}"];
    }

    /**
     * The finished backups, oldest first.
     *
     * @return list<string>
     */
    private function backups(): array
    {
        $names = array_filter(
            is_dir($this->path) ? (scandir($this->path) ?: []) : [],
            fn (string $name) => preg_match(self::NAME, $name) === 1 && is_file("{$this->path}/{$name}/".BackupSummary::FILE),
        );
        usort($names, strnatcmp(...));

        return array_map(fn (string $name) => "{$this->path}/{$name}", $names);
    }

    /**
     * Removes all but the newest $keep backups (none when $keep is 0). Only folders named and
     * made as backups are removed, whatever else the directory holds.
     *
     * @return list<string> the removed folders
     */
    public function prune(int $keep): array
    {
        if ($keep <= 0) {
            return [];
        }
        $removed = array_slice($this->backups(), 0, -$keep);
        foreach ($removed as $folder) {
            File::deleteDirectory($folder);
        }

        return $removed;
    }

    /**
     * A backup named by its folder: a path, or a name in this directory.
     */
    public function find(string $backup): string
    {
        foreach ([$backup, "{$this->path}/{$backup}"] as $folder) {
            if (is_file("{$folder}/".BackupSummary::FILE)) {
                return self::resolve($folder);
            }
        }

        throw new BackupFailed("No backup at {$backup}: name a folder that backup:run wrote (it holds ".BackupSummary::FILE.').');
    }

    /**
     * @return list<string>
     */
    private static function servedFolders(): array
    {
        $folders = [public_path(), (string) config('filesystems.disks.public.root')];
        if (PublicMedia::disk()->getAdapter() instanceof LocalFilesystemAdapter) {
            $folders[] = PublicMedia::disk()->path('');
        }

        return array_values(array_unique(array_map(self::resolve(...), array_filter($folders))));
    }

    /**
     * An absolute path without `.`, `..` or symbolic links, for a folder that may not exist
     * yet: a relative path is taken from the app's folder.
     */
    private static function resolve(string $path): string
    {
        $parts = [];
        foreach (explode('/', str_starts_with($path, '/') ? $path : base_path($path)) as $part) {
            match ($part) {
                '', '.' => null,
                '..' => array_pop($parts),
                default => $parts[] = $part,
            };
        }

        // The nearest folder that exists is resolved by the system; the rest is appended.
        $missing = [];
        while (($real = realpath('/'.implode('/', $parts))) === false) {
            array_unshift($missing, array_pop($parts));
        }

        return rtrim($real, '/').($missing === [] ? '' : '/'.implode('/', $missing)) ?: '/';
    }
}

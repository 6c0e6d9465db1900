<?php

namespace App\Backups;

use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Models\Upload;
use Illuminate\Filesystem\FilesystemAdapter;
use Illuminate\Support\Facades\Storage;
use League\Flysystem\FileAttributes;
use League\Flysystem\Local\LocalFilesystemAdapter;

/**
 * The list of every file on the disks the app keeps media on, one JSON object a line (disk,
 * path, size in bytes, modified as a Unix time, and with checksums its SHA-256): what a
 * restored database expects to find. The files themselves are copied by the storage's own
 * tools (rsync, a bucket's versioning), which the list lets one check.
 */
final class MediaManifest
{
    public const FILE = 'media.jsonl';

    /**
     * @param  list<string>  $disks
     * @param  string  $leaveOut  an absolute folder not to list, such as the backups' own when a local disk holds them
     */
    public function __construct(
        private readonly array $disks,
        private readonly bool $checksums,
        private readonly string $leaveOut,
    ) {
    }

    /**
     * The public and private media disks, and the partial uploads' disk.
     *
     * @return list<string>
     */
    public static function disksInUse(): array
    {
        return array_values(array_unique([PublicMedia::diskName(), PrivateMedia::diskName(), Upload::DISK]));
    }

    /**
     * Listed lazily, so a library of millions of HLS segments never sits in memory.
     *
     * @return array<string, array{files: int, bytes: int}> the files and bytes of each disk
     */
    public function writeTo(string $file): array
    {
        $out = @fopen($file, 'xb') ?: throw new BackupFailed("Cannot create {$file}.");
        $totals = [];

        try {
            foreach ($this->disks as $name) {
                /** @var FilesystemAdapter $disk */
                $disk = Storage::disk($name);
                $skipped = $this->leftOutPrefixOn($disk);
                $totals[$name] = ['files' => 0, 'bytes' => 0];

                foreach ($disk->getDriver()->listContents('', true) as $item) {
                    if (! $item instanceof FileAttributes || ($skipped !== null && str_starts_with($item->path(), $skipped))) {
                        continue;
                    }
                    $path = $item->path();
                    $entry = ['disk' => $name, 'path' => $path, 'size' => $item->fileSize() ?? $disk->size($path), 'modified' => $item->lastModified()];
                    if ($this->checksums) {
                        $entry['sha256'] = self::sha256($disk, $path);
                    }
                    fwrite($out, json_encode($entry, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR)."\n");
                    $totals[$name]['files']++;
                    $totals[$name]['bytes'] += $entry['size'];
                }
            }
        } finally {
            fclose($out);
        }

        return $totals;
    }

    /** The left-out folder's path on a local disk that holds it, with a trailing slash. */
    private function leftOutPrefixOn(FilesystemAdapter $disk): ?string
    {
        $root = $disk->getAdapter() instanceof LocalFilesystemAdapter ? realpath($disk->path('')) : false;
        if ($root === false || ! str_starts_with($this->leaveOut.'/', $root.'/')) {
            return null;
        }

        return ltrim(substr($this->leaveOut, strlen($root)), '/').'/';
    }

    private static function sha256(FilesystemAdapter $disk, string $path): string
    {
        $stream = $disk->readStream($path) ?? throw new BackupFailed("Cannot read {$path} to hash it.");
        $hash = hash_init('sha256');
        hash_update_stream($hash, $stream);
        fclose($stream);

        return hash_final($hash);
    }
}

<?php

namespace App\Backups;

use Illuminate\Support\Arr;
use JsonException;

/**
 * What a backup holds, kept beside it as backup.json: the database's copy with the rows of
 * each table in it (which a restore checks against), and the media list's totals.
 */
final readonly class BackupSummary
{
    public const FILE = 'backup.json';

    /**
     * @param  array<string, int>  $tables  rows of each table
     * @param  array<string, array{files: int, bytes: int}>  $disks  files and bytes of each media disk
     */
    public function __construct(
        public string $folder,
        public string $createdAt,
        public string $driver,
        public string $databaseFile,
        public int $databaseBytes,
        public array $tables,
        public array $disks,
        public bool $checksums,
        public float $seconds,
    ) {
    }

    public static function read(string $folder): self
    {
        try {
            $data = json_decode((string) @file_get_contents("{$folder}/".self::FILE), true, flags: JSON_THROW_ON_ERROR);
        } catch (JsonException) {
            $data = null;
        }
        $tables = Arr::get((array) $data, 'database.tables');
        $disks = Arr::get((array) $data, 'media.disks');
        if (! is_array($data) || ($data['format'] ?? null) !== 1 || ! is_array($tables) || ! is_array($disks)) {
            throw new BackupFailed("{$folder}/".self::FILE.' is missing or is not a backup summary.');
        }

        return new self(
            $folder,
            (string) $data['created_at'],
            (string) Arr::get($data, 'database.driver'),
            basename((string) Arr::get($data, 'database.file')),
            (int) Arr::get($data, 'database.bytes'),
            array_map(intval(...), $tables),
            $disks,
            (bool) Arr::get($data, 'media.checksums'),
            (float) $data['seconds'],
        );
    }

    public function write(): void
    {
        file_put_contents("{$this->folder}/".self::FILE, json_encode([
            'format' => 1,
            'created_at' => $this->createdAt,
            'database' => ['driver' => $this->driver, 'file' => $this->databaseFile, 'bytes' => $this->databaseBytes, 'tables' => $this->tables],
            'media' => ['file' => MediaManifest::FILE, 'checksums' => $this->checksums, 'disks' => $this->disks],
            'seconds' => round($this->seconds, 3),
        ], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR)."\n");
    }

    public function movedTo(string $folder): self
    {
        return new self($folder, $this->createdAt, $this->driver, $this->databaseFile, $this->databaseBytes, $this->tables, $this->disks, $this->checksums, $this->seconds);
    }

    public function rows(): int
    {
        return array_sum($this->tables);
    }

    public function files(): int
    {
        return array_sum(array_column($this->disks, 'files'));
    }

    public function bytes(): int
    {
        return array_sum(array_column($this->disks, 'bytes'));
    }
}

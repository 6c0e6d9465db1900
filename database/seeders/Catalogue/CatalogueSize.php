<?php

namespace Database\Seeders\Catalogue;

use InvalidArgumentException;

/** How much SampleCatalogueSeeder makes. */
final readonly class CatalogueSize
{
    public function __construct(
        public string $name,
        public int $channels,
        public int $videos,
        public int $blips,
        public int $live,
        public int $viewers,
        public int $maxViews,
        public int $maxComments,
        public bool $allClips,
        // A thumbnail of its own for every video, with its title; a bench catalogue shares a pool instead.
        public bool $titledThumbnails,
    ) {
    }

    public static function named(string $name, ?int $videos = null, ?int $blips = null): self
    {
        $size = match ($name) {
            'full' => new self('full', 32, 300, 60, 8, 400, 5000, 14, true, true),
            'small' => new self('small', 4, 16, 4, 2, 20, 60, 4, false, true),
            // Many rows, few view and comment rows each, so 100k videos seed in reasonable time.
            'bench' => new self('bench', 32, 100_000, 2_000, 8, 1_000, 12, 1, true, false),
            default => throw new InvalidArgumentException("Unknown catalogue size \"{$name}\" (full, small, bench)."),
        };

        return $videos === null && $blips === null ? $size : new self(
            $size->name, $size->channels, $videos ?? $size->videos, $blips ?? $size->blips, $size->live,
            $size->viewers, $size->maxViews, $size->maxComments, $size->allClips, $size->titledThumbnails,
        );
    }
}

<?php

namespace App\Media;

/**
 * The seek previews of one video: a sprite of small frames taken at a fixed interval, and the
 * WebVTT index that maps each stretch of time to its tile with a #xywh fragment, as players
 * (video.js, Vidstack, hls.js front ends) expect.
 */
final readonly class Storyboard
{
    public const COLUMNS = 10;

    /** Enough for a smooth scrub on any bar width while the sprite stays a few hundred kB. */
    public const MAX_TILES = 100;

    public const TILE_WIDTH = 160;

    public function __construct(
        public float $interval,
        public int $tiles,
        public int $tileWidth,
        public int $tileHeight,
    ) {
    }

    public static function for(ProbeResult $probe): self
    {
        // At least a second apart: closer tiles of a short clip would look all the same.
        $interval = max(1.0, $probe->duration / self::MAX_TILES);
        $tileHeight = 2 * max(1, (int) round(self::TILE_WIDTH * $probe->height / $probe->width / 2));

        return new self($interval, (int) ceil($probe->duration / $interval), self::TILE_WIDTH, $tileHeight);
    }

    public function rows(): int
    {
        return (int) ceil($this->tiles / self::COLUMNS);
    }

    /**
     * The WebVTT index; $sprite is the sprite's URL relative to the index.
     */
    public function vtt(string $sprite, float $duration): string
    {
        $cues = ['WEBVTT', ''];
        for ($i = 0; $i < $this->tiles; $i++) {
            $x = ($i % self::COLUMNS) * $this->tileWidth;
            $y = intdiv($i, self::COLUMNS) * $this->tileHeight;
            $cues[] = self::timestamp($i * $this->interval).' --> '.self::timestamp(min($duration, ($i + 1) * $this->interval));
            $cues[] = "{$sprite}#xywh={$x},{$y},{$this->tileWidth},{$this->tileHeight}";
            $cues[] = '';
        }

        return implode("\n", $cues);
    }

    private static function timestamp(float $seconds): string
    {
        $millis = (int) round($seconds * 1000);

        return sprintf('%02d:%02d:%02d.%03d', intdiv($millis, 3_600_000), intdiv($millis, 60_000) % 60, intdiv($millis, 1000) % 60, $millis % 1000);
    }
}

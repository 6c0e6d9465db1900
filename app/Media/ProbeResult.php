<?php

namespace App\Media;

final readonly class ProbeResult
{
    public function __construct(
        public float $duration,
        public int $width,
        public int $height,
        public string $videoCodec,
        public ?string $audioCodec,
    ) {
    }

    public function isVertical(): bool
    {
        return $this->height > $this->width;
    }
}

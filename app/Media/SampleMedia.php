<?php

namespace App\Media;

/** One ready sample clip: paths on the public disk. */
final readonly class SampleMedia
{
    /**
     * @param  list<string>  $thumbnails
     */
    public function __construct(
        public SampleClip $clip,
        public string $originalPath,
        public string $hlsPath,
        public array $thumbnails,
    ) {
    }

    public function isVertical(): bool
    {
        return $this->clip->height > $this->clip->width;
    }

    public function isLive(): bool
    {
        return str_starts_with($this->clip->name, 'live');
    }
}

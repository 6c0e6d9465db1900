<?php

namespace App\Media;

/** One ready sample clip: paths on the public disk. */
final readonly class SampleMedia
{
    /**
     * @param  string  $directory  the clip's folder, which also holds the thumbnails made from it
     * @param  list<string>  $frames  stills spread over the clip, without its caption, for thumbnails
     */
    public function __construct(
        public SampleClip $clip,
        public string $directory,
        public string $hlsPath,
        public array $frames,
    ) {
    }

    public function isVertical(): bool
    {
        return $this->clip->isVertical();
    }

    public function isLive(): bool
    {
        return str_starts_with($this->clip->name, 'live');
    }
}

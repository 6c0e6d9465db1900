<?php

namespace App\Media;

/**
 * One rung of an HLS ladder. The size is a bounding box: the source keeps its aspect ratio
 * inside it, so one ladder serves landscape and vertical sources alike.
 */
final readonly class Rendition
{
    public function __construct(
        public string $name,
        public int $width,
        public int $height,
        public int $videoKbps,
        public int $audioKbps = 96,
    ) {
    }

    /**
     * 360p and 720p for a landscape source.
     *
     * @return list<self>
     */
    public static function landscapeLadder(): array
    {
        return [new self('360p', 640, 360, 700), new self('720p', 1280, 720, 2200)];
    }

    /**
     * The same two rungs turned on end for 9:16 blips.
     *
     * @return list<self>
     */
    public static function verticalLadder(): array
    {
        return [new self('360p', 360, 640, 700), new self('720p', 720, 1280, 2200)];
    }

    /**
     * @return list<self>
     */
    public static function ladderFor(ProbeResult $probe): array
    {
        return $probe->isVertical() ? self::verticalLadder() : self::landscapeLadder();
    }
}

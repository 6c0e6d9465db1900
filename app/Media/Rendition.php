<?php

namespace App\Media;

/**
 * One rung of an HLS ladder. The size is a bounding box: the source keeps its aspect ratio
 * inside it, so one ladder serves landscape and vertical sources alike.
 */
final readonly class Rendition
{
    /** Landscape boxes and video bitrates (kb/s) of every rung we encode, smallest first. */
    private const RUNGS = [
        '240p' => [426, 240, 400],
        '360p' => [640, 360, 700],
        '480p' => [854, 480, 1200],
        '720p' => [1280, 720, 2200],
        '1080p' => [1920, 1080, 4500],
    ];

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
        return self::rungs(['360p', '720p'], vertical: false);
    }

    /**
     * The same two rungs turned on end for 9:16 blips.
     *
     * @return list<self>
     */
    public static function verticalLadder(): array
    {
        return self::rungs(['360p', '720p'], vertical: true);
    }

    /**
     * @return list<self>
     */
    public static function ladderFor(ProbeResult $probe): array
    {
        return $probe->isVertical() ? self::verticalLadder() : self::landscapeLadder();
    }

    /**
     * Every rung from 240p to 1080p, the ladder uploads are encoded to.
     *
     * @return list<self>
     */
    public static function uploadLadderFor(ProbeResult $probe): array
    {
        return self::rungs(array_keys(self::RUNGS), $probe->isVertical());
    }

    /**
     * @param  list<string>  $names
     * @return list<self>
     */
    private static function rungs(array $names, bool $vertical): array
    {
        return array_map(function (string $name) use ($vertical) {
            [$width, $height, $kbps] = self::RUNGS[$name];

            return $vertical ? new self($name, $height, $width, $kbps) : new self($name, $width, $height, $kbps);
        }, $names);
    }

    /**
     * The rung an upload becomes watchable in, encoded before the rest: 360p, or the largest
     * rung below it when the source is smaller.
     *
     * @param  non-empty-list<self>  $rungs  smallest first
     */
    public static function firstOf(array $rungs): self
    {
        $first = $rungs[0];
        foreach ($rungs as $rung) {
            if ($rung->shortSide() <= 360) {
                $first = $rung;
            }
        }

        return $first;
    }

    /** The short side, which names the rung (360p is 360 pixels whichever way it stands). */
    public function shortSide(): int
    {
        return min($this->width, $this->height);
    }
}

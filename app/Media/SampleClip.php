<?php

namespace App\Media;

/**
 * A synthetic clip for sample data and tests: a test pattern or a flat colour with a
 * caption and a sine tone.
 */
final readonly class SampleClip
{
    /**
     * @param  'testsrc2'|'smptebars'|'color'  $pattern
     * @param  int  $hue  degrees the pattern's colours are turned by (testsrc2, smptebars)
     * @param  string  $colour  background of the colour pattern, as #rrggbb
     */
    public function __construct(
        public string $name,
        public int $width,
        public int $height,
        public int $seconds,
        public string $pattern = 'testsrc2',
        public int $hue = 0,
        public string $colour = '#1d4ed8',
        public string $caption = '',
        public int $toneHz = 440,
        public int $fps = 24,
    ) {
    }
}

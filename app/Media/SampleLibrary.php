<?php

namespace App\Media;

use Illuminate\Support\Facades\File;

/**
 * The shared sample media every seeded video points at: a handful of synthetic clips, each
 * transcoded once to an HLS ladder, plus tinted thumbnails taken from their frames. Files
 * live under samples/ on the public disk and are made only when missing, so reseeding is
 * cheap and a light seed can ask for fewer clips.
 */
class SampleLibrary
{
    public const ROOT = 'samples';

    /** Tints applied to each clip's frame to make its thumbnail variations. */
    private const TINTS = [[0, 0, 0], [220, 60, 60], [60, 160, 220], [240, 180, 40], [120, 200, 90], [200, 90, 220]];

    public function __construct(
        private readonly Ffmpeg $ffmpeg,
        private readonly SampleArt $art,
    ) {
    }

    /**
     * Every clip the full catalogue uses: six landscape, three vertical (blips), one live loop.
     *
     * @return list<SampleClip>
     */
    public static function clips(): array
    {
        return [
            new SampleClip('landscape-1', 1280, 720, 8, 'testsrc2', 0, caption: 'Blipstream sample · one', toneHz: 440),
            new SampleClip('landscape-2', 1280, 720, 6, 'smptebars', 0, caption: 'Colour bars · two', toneHz: 523),
            new SampleClip('landscape-3', 1280, 720, 8, 'color', colour: '#7c3aed', caption: 'Violet hour · three', toneHz: 330),
            new SampleClip('landscape-4', 1280, 720, 10, 'testsrc2', 120, caption: 'Green pattern · four', toneHz: 392),
            new SampleClip('landscape-5', 1280, 720, 6, 'color', colour: '#047857', caption: 'Forest · five', toneHz: 294),
            new SampleClip('landscape-6', 1280, 720, 8, 'smptebars', 200, caption: 'Shifted bars · six', toneHz: 587),
            new SampleClip('vertical-1', 720, 1280, 8, 'testsrc2', 60, caption: 'Blip one', toneHz: 660),
            new SampleClip('vertical-2', 720, 1280, 6, 'color', colour: '#db2777', caption: 'Blip two', toneHz: 698),
            new SampleClip('vertical-3', 720, 1280, 8, 'smptebars', 300, caption: 'Blip three', toneHz: 784),
            new SampleClip('live-1', 1280, 720, 10, 'testsrc2', 240, caption: 'LIVE · studio loop', toneHz: 349),
        ];
    }

    /**
     * The few clips a light seed (the end-to-end server) needs: one of each shape.
     *
     * @return list<SampleClip>
     */
    public static function smallClips(): array
    {
        return array_values(array_filter(
            self::clips(),
            fn (SampleClip $clip) => in_array($clip->name, ['landscape-1', 'landscape-3', 'vertical-1', 'live-1'], true),
        ));
    }

    /**
     * Makes whatever of these clips is missing and describes them all.
     *
     * @param  list<SampleClip>  $clips
     * @return list<SampleMedia>
     */
    public function ensure(array $clips): array
    {
        return array_map(fn (SampleClip $clip) => $this->ensureClip($clip), $clips);
    }

    private function ensureClip(SampleClip $clip): SampleMedia
    {
        $disk = PublicMedia::disk();
        $base = self::ROOT."/clips/{$clip->name}";
        $original = "{$base}/original.mp4";
        $master = "{$base}/hls/master.m3u8";
        $frame = "{$base}/frame.jpg";

        if (! $disk->exists($original)) {
            $this->ffmpeg->sampleClip($clip, $disk->path($original));
        }
        if (! $disk->exists($master)) {
            $ladder = $clip->height > $clip->width ? Rendition::verticalLadder() : Rendition::landscapeLadder();
            $this->ffmpeg->transcodeToHls($disk->path($original), $disk->path("{$base}/hls"), $ladder);
        }
        if (! $disk->exists($frame)) {
            $this->ffmpeg->thumbnail($disk->path($original), $clip->seconds / 2, $disk->path($frame), $clip->height > $clip->width ? 360 : 640);
        }

        $thumbnails = [];
        foreach (self::TINTS as $i => $tint) {
            $thumbnail = self::ROOT."/thumbnails/{$clip->name}-{$i}.jpg";
            if (! $disk->exists($thumbnail)) {
                $this->art->tintedFrame($disk->path($frame), $disk->path($thumbnail), $tint);
            }
            $thumbnails[] = $thumbnail;
        }

        return new SampleMedia($clip, $original, $master, $thumbnails);
    }

    /**
     * Bytes the HLS renditions of a clip take on disk, for the seed report.
     */
    public function hlsBytes(SampleMedia $media): int
    {
        $directory = PublicMedia::disk()->path(dirname($media->hlsPath));
        if (! File::isDirectory($directory)) {
            return 0;
        }
        $bytes = 0;
        foreach (File::allFiles($directory) as $file) {
            $bytes += $file->getSize();
        }

        return $bytes;
    }
}

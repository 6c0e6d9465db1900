<?php

namespace App\Media;

use Illuminate\Support\Facades\File;

/**
 * The shared sample media every seeded video points at: a dozen generated clips of 30 to 90
 * seconds, each rendered once to an HLS ladder with a few stills, and the thumbnails made
 * from those stills. Files live under samples/ on the public disk and are made only when
 * missing or drawn differently since, so reseeding is cheap and a light seed can ask for
 * fewer clips.
 */
class SampleLibrary
{
    public const ROOT = 'samples';

    /** Stills kept of every clip, spread over its length, for its videos' thumbnails. */
    public const FRAMES = 6;

    /** Raised whenever the clips are drawn differently, so the cached ones are made again. */
    private const REVISION = 3;

    /** Raised whenever the titled thumbnails are drawn differently, so the cached ones are made again. */
    private const THUMBNAIL_STYLE = 3;

    /** Tints for the pooled thumbnails of catalogues too big to title each one. */
    private const TINTS = [[0, 0, 0], [220, 60, 60], [60, 160, 220], [240, 180, 40], [120, 200, 90], [200, 90, 220]];

    public function __construct(
        private readonly SampleRenderer $renderer,
        private readonly SampleArt $art,
    ) {
    }

    /**
     * Every clip the full catalogue uses: eight landscape, four vertical (blips), one live
     * loop, each a different picture and length.
     *
     * @return list<SampleClip>
     */
    public static function clips(): array
    {
        return [
            new SampleClip('landscape-1', 1280, 720, 30, 'gradients', caption: 'Spiral Sunset', colour: '#f97316', accent: '#7c3aed', toneHz: 440),
            new SampleClip('landscape-2', 1280, 720, 60, 'mandelbrot', caption: 'Into the Fractal', toneHz: 523),
            new SampleClip('landscape-3', 1280, 720, 30, 'life', caption: 'Game of Life', colour: '#ef476f', accent: '#ffd166', toneHz: 330, variant: 5),
            new SampleClip('landscape-4', 1280, 720, 75, 'plasma', caption: 'Plasma Drift', toneHz: 392, variant: 1),
            new SampleClip('landscape-5', 1280, 720, 45, 'cellauto', caption: 'Rule 90', colour: '#0f172a', accent: '#22d3ee', toneHz: 294),
            new SampleClip('landscape-6', 1280, 720, 90, 'gradients', caption: 'Slow Colour', colour: '#0d9488', accent: '#fde047', toneHz: 587, variant: 2),
            new SampleClip('landscape-7', 1280, 720, 50, 'bokeh', caption: 'Soft Focus', colour: '#1e3a8a', toneHz: 349),
            new SampleClip('landscape-8', 1280, 720, 40, 'smptebars', caption: 'Test Card Tuesday', toneHz: 262),
            new SampleClip('vertical-1', 720, 1280, 30, 'plasma', caption: 'Neon Blip', toneHz: 660),
            new SampleClip('vertical-2', 720, 1280, 35, 'gradients', caption: 'Glow Up', colour: '#db2777', accent: '#38bdf8', toneHz: 698, variant: 1),
            new SampleClip('vertical-3', 720, 1280, 45, 'life', caption: 'Tiny Worlds', colour: '#16a34a', accent: '#fef08a', toneHz: 784, variant: 9),
            new SampleClip('vertical-4', 720, 1280, 40, 'cellauto', caption: 'Rule 30', colour: '#312e81', accent: '#f472b6', toneHz: 587, variant: 1),
            new SampleClip('live-1', 1280, 720, 40, 'gradients', caption: 'Studio Live', colour: '#dc2626', accent: '#1d4ed8', toneHz: 349, variant: 3),
        ];
    }

    /**
     * The few clips a light seed (the end-to-end server) needs: one of each shape, the
     * shortest, so a fresh run renders them in seconds.
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
     * Makes whatever of these clips is missing or out of date and describes them all.
     *
     * @param  list<SampleClip>  $clips
     * @return list<SampleMedia>
     */
    public function ensure(array $clips): array
    {
        $disk = PublicMedia::disk();
        $stale = [];
        foreach ($clips as $clip) {
            if ($disk->get($this->directory($clip).'/fingerprint') !== $this->fingerprint($clip)) {
                $stale[$disk->path($this->buildDirectory($clip))] = $clip;
            }
        }

        // Built beside the clip and swapped in whole, so a server reading the old one never
        // meets a half-made clip, and an interrupted run leaves nothing that looks complete.
        $this->renderer->render($stale, self::FRAMES);
        foreach ($stale as $building => $clip) {
            File::put("{$building}/fingerprint", $this->fingerprint($clip));
            $target = $disk->path($this->directory($clip));
            File::deleteDirectory($target);
            File::moveDirectory($building, $target);
        }

        return array_map(fn (SampleClip $clip) => $this->media($clip), $clips);
    }

    /**
     * A thumbnail of its own for one video: a still of its clip with the video's title.
     */
    public function titledThumbnail(SampleMedia $media, int $still, string $title): string
    {
        $frame = $media->frames[$still % count($media->frames)];
        $path = $media->directory.'/thumbnails/'.substr(sha1(self::THUMBNAIL_STYLE."|{$frame}|{$title}"), 0, 20).'.webp';
        $disk = PublicMedia::disk();
        if (! $disk->exists($path)) {
            $this->art->titledFrame($disk->path($frame), $disk->path($path), $title);
        }

        return $path;
    }

    /**
     * One of a clip's few dozen shared thumbnails (its stills in a few tints), for
     * catalogues too big to draw one per video.
     */
    public function pooledThumbnail(SampleMedia $media, int $pick): string
    {
        $frame = $media->frames[$pick % count($media->frames)];
        $tint = intdiv($pick, count($media->frames)) % count(self::TINTS);
        $path = $media->directory.'/thumbnails/'.basename($frame, '.jpg')."-tint-{$tint}.webp";
        $disk = PublicMedia::disk();
        if (! $disk->exists($path)) {
            $this->art->tintedFrame($disk->path($frame), $disk->path($path), self::TINTS[$tint]);
        }

        return $path;
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

    protected function media(SampleClip $clip): SampleMedia
    {
        $directory = $this->directory($clip);

        return new SampleMedia(
            $clip,
            $directory,
            "{$directory}/hls/master.m3u8",
            array_map(fn (int $n) => "{$directory}/frames/{$n}.jpg", range(1, self::FRAMES)),
        );
    }

    protected function directory(SampleClip $clip): string
    {
        return self::ROOT."/clips/{$clip->name}";
    }

    private function buildDirectory(SampleClip $clip): string
    {
        return self::ROOT."/clips/.{$clip->name}.building";
    }

    /** What the clip's files were made from: a clip drawn differently since is made again. */
    private function fingerprint(SampleClip $clip): string
    {
        return sha1(self::REVISION.'|'.serialize($clip));
    }
}

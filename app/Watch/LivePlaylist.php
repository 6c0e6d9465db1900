<?php

namespace App\Watch;

use App\Enums\VideoKind;
use App\Media\VideoMedia;
use App\Models\Video;
use Carbon\CarbonInterface;

/**
 * A live stream played from pre-made segments: its ladder's playlists turned into an endless
 * HLS live stream. Each rendition's media playlist is a sliding window over the segments,
 * looped, whose media sequence advances with the clock from the moment the stream went live,
 * with no end tag. It needs no process beside the web server, and every viewer sees the same
 * moment of the stream, as with a real one.
 */
final class LivePlaylist
{
    /** How far back a viewer may rewind, in seconds of segments. */
    public const WINDOW_SECONDS = 30;

    /** Rendition folder names as the ladder writes them (360p, 720p, …). */
    public const RENDITION_PATTERN = '[A-Za-z0-9_-]{1,32}';

    public static function url(Video $video): string
    {
        return self::urlOf($video->public_id);
    }

    private static function urlOf(string $publicId): string
    {
        return route('live.master', ['video' => $publicId], absolute: false);
    }

    /**
     * The playlist a player opens for the video: this endless one for a live stream, the
     * ladder's master for anything else; null while it has no media.
     */
    public static function playerUrl(Video $video): ?string
    {
        return self::playerUrlOf($video->public_id, $video->kind, $video->hls_path, (bool) $video->media_private);
    }

    /**
     * playerUrl() for a video known by the values of its row, as a list's card reads them
     * (VideoCardResource).
     */
    public static function playerUrlOf(string $publicId, VideoKind $kind, ?string $hlsPath, bool $mediaPrivate): ?string
    {
        return self::streams($kind, $hlsPath) ? self::urlOf($publicId) : VideoMedia::urlOf($publicId, $mediaPrivate, $hlsPath);
    }

    public static function isLive(Video $video): bool
    {
        return self::streams($video->kind, $video->hls_path);
    }

    private static function streams(VideoKind $kind, ?string $hlsPath): bool
    {
        return $kind === VideoKind::Live && $hlsPath !== null;
    }

    /**
     * The ladder's master playlist with each variant pointing at its live media playlist
     * (`{rendition}/index.m3u8`, resolved against this playlist's own URL); null without one.
     */
    public function master(Video $video): ?string
    {
        $variants = $this->variants($video);

        if ($variants === null || $variants === []) {
            return null;
        }

        $lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
        foreach ($variants as $rendition => $variant) {
            $lines[] = $variant['info'];
            $lines[] = "{$rendition}/index.m3u8";
        }

        return implode("\n", $lines)."\n";
    }

    /**
     * The rendition's media playlist as it stands at $now; null for a rendition the ladder
     * does not have.
     */
    public function media(Video $video, string $rendition, CarbonInterface $now): ?string
    {
        $variant = $this->variants($video)[$rendition] ?? null;
        $segments = $variant === null ? [] : $this->segments($video, $variant['path']);

        if ($segments === []) {
            return null;
        }

        $count = count($segments);
        $loop = array_sum(array_column($segments, 'duration'));
        // The stream is taken to have run one window before it went live, so the very first
        // viewer already finds a full window.
        $started = $video->published_at ?? $now;
        $elapsed = max(0.0, ($now->getTimestampMs() - $started->getTimestampMs()) / 1000) + self::WINDOW_SECONDS;

        // The last segment whose end has passed: whole loops, then the segments of this one.
        $loops = (int) floor($elapsed / $loop);
        $into = $elapsed - $loops * $loop;
        $last = $loops * $count - 1;
        foreach ($segments as $segment) {
            $into -= $segment['duration'];
            if ($into < 0) {
                break;
            }
            $last++;
        }
        $last = max(0, $last);

        // Back from the last segment until the window is full.
        $first = $last;
        $span = $segments[$last % $count]['duration'];
        while ($first > 0 && $span < self::WINDOW_SECONDS) {
            $first--;
            $span += $segments[$first % $count]['duration'];
        }

        $target = (int) ceil(max(array_column($segments, 'duration')));
        $lines = [
            '#EXTM3U',
            '#EXT-X-VERSION:3',
            "#EXT-X-TARGETDURATION:{$target}",
            "#EXT-X-MEDIA-SEQUENCE:{$first}",
            // Each pass over the loop starts its timestamps again: a discontinuity, counted
            // for the passes that have left the window.
            '#EXT-X-DISCONTINUITY-SEQUENCE:'.intdiv($first, $count),
        ];
        for ($sequence = $first; $sequence <= $last; $sequence++) {
            $segment = $segments[$sequence % $count];
            if ($sequence % $count === 0 && $sequence !== $first) {
                $lines[] = '#EXT-X-DISCONTINUITY';
            }
            $lines[] = sprintf('#EXTINF:%.3f,', $segment['duration']);
            $lines[] = $segment['url'];
        }

        return implode("\n", $lines)."\n";
    }

    /**
     * The variants of the stream's master playlist by rendition (the folder of each media
     * playlist), with their stream info line and their playlist's path on the disk.
     *
     * @return array<string, array{info: string, path: string}>|null
     */
    private function variants(Video $video): ?array
    {
        if (! self::isLive($video)) {
            return null;
        }

        $master = VideoMedia::disk($video)->get((string) $video->hls_path);
        if ($master === null) {
            return null;
        }

        $base = dirname((string) $video->hls_path);
        $lines = array_values(array_filter(array_map('trim', explode("\n", $master)), fn (string $line) => $line !== ''));
        $variants = [];
        foreach ($lines as $i => $line) {
            $uri = $lines[$i + 1] ?? '';
            if (! str_starts_with($line, '#EXT-X-STREAM-INF:') || str_starts_with($uri, '#')) {
                continue;
            }
            $rendition = dirname($uri);
            if (preg_match('/^'.self::RENDITION_PATTERN.'$/', $rendition) === 1) {
                $variants[$rendition] = ['info' => $line, 'path' => "{$base}/{$uri}"];
            }
        }

        return $variants;
    }

    /**
     * The segments of a VOD media playlist, with the URL each is served from.
     *
     * @return list<array{duration: float, url: string}>
     */
    private function segments(Video $video, string $playlist): array
    {
        $contents = VideoMedia::disk($video)->get($playlist);
        if ($contents === null) {
            return [];
        }

        $folder = dirname($playlist);
        $segments = [];
        $duration = null;
        foreach (array_map('trim', explode("\n", $contents)) as $line) {
            if (preg_match('/^#EXTINF:([0-9.]+)/', $line, $match) === 1) {
                $duration = (float) $match[1];
            } elseif ($line !== '' && ! str_starts_with($line, '#') && $duration !== null && $duration > 0) {
                $segments[] = ['duration' => $duration, 'url' => (string) VideoMedia::url($video, "{$folder}/{$line}")];
                $duration = null;
            }
        }

        return $segments;
    }
}

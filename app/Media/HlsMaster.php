<?php

namespace App\Media;

/**
 * Joins the master playlists that separate ffmpeg runs wrote for their own renditions into
 * one, so renditions encoded later join a master players already use.
 */
final class HlsMaster
{
    /**
     * @param  list<string>  $masters  playlists in the order their variants should be listed
     */
    public static function merge(array $masters): string
    {
        $version = 3;
        $variants = [];
        foreach ($masters as $master) {
            $lines = array_values(array_filter(array_map('trim', explode("\n", $master)), fn (string $line) => $line !== ''));
            foreach ($lines as $i => $line) {
                if (preg_match('/^#EXT-X-VERSION:(\d+)$/', $line, $match) === 1) {
                    $version = max($version, (int) $match[1]);
                }
                // Each variant is its #EXT-X-STREAM-INF line followed by the playlist's URI.
                if (str_starts_with($line, '#EXT-X-STREAM-INF:') && isset($lines[$i + 1])) {
                    $variants[] = $line."\n".$lines[$i + 1];
                }
            }
        }

        return "#EXTM3U\n#EXT-X-VERSION:{$version}\n".implode("\n", $variants)."\n";
    }
}

<?php

namespace App\Support;

/**
 * The image a page's largest paint shows, when its first response names it: the root template
 * preloads it (resources/views/app.blade.php), so the browser fetches it beside the scripts
 * that will render it instead of after them. Home's first featured thumbnail (its large tile),
 * a watch page's poster, the blips feed's first poster; on a phone the largest thing the first
 * screen shows of a channel (its first video's thumbnail, or on its Home tab the spotlight's) and
 * of the studio's content table (the first row's thumbnail).
 */
final class LargestPaintImage
{
    /**
     * @param  array<string, mixed>  $page  the Inertia page object, its props resolved
     */
    public static function of(array $page): ?string
    {
        $props = $page['props'] ?? [];
        $url = match ($page['component'] ?? null) {
            'Home' => data_get($props, 'featured.0.thumbnail'),
            'Watch/Show' => data_get($props, 'video.poster'),
            'Blips/Index' => data_get($props, 'blips.data.0.poster'),
            'Channel/Show' => data_get($props, 'videos.data.0.thumbnail') ?? data_get($props, 'home.featured.thumbnail'),
            'Studio/Content' => data_get($props, 'videos.data.0.thumbnail'),
            default => null,
        };

        return is_string($url) && $url !== '' ? $url : null;
    }
}

<?php

namespace App\Support;

use Illuminate\Support\Str;

/**
 * The text of a page's `<meta name="description">`, the snippet search engines show under its
 * title. Pages send it as the `metaDescription` prop (the site's own unless a page has better):
 * the root template writes it into the first response, the client keeps it in step on visits.
 */
final class MetaDescription
{
    /** About what a search result shows before it cuts the snippet. */
    public const MAX_WIDTH = 160;

    public static function site(): string
    {
        return __('Watch videos, blips and live streams from independent creators, subscribe to the channels you like, and run your own from the studio.');
    }

    /**
     * The text on one line and cut to length; the site's description when there is none.
     */
    public static function of(?string $text): string
    {
        $line = Str::squish((string) $text);

        return $line === '' ? self::site() : Str::limit($line, self::MAX_WIDTH - 1, '…');
    }
}

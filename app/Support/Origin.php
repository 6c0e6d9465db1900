<?php

namespace App\Support;

/**
 * The origin (scheme, host and port) of a URL, written one way whatever the URL's case or
 * whether it spells out its scheme's default port, so that two origins compare as strings.
 */
final class Origin
{
    private const DEFAULT_PORTS = ['http' => 80, 'https' => 443];

    /**
     * Null for a URL with no scheme or host (a relative path, `//host/x`, `javascript:`).
     */
    public static function of(string $url): ?string
    {
        $parts = parse_url($url);
        if (! is_array($parts) || ! isset($parts['scheme'], $parts['host'])) {
            return null;
        }

        $scheme = strtolower($parts['scheme']);
        $port = $parts['port'] ?? null;
        $shownPort = $port === null || $port === (self::DEFAULT_PORTS[$scheme] ?? null) ? '' : ':'.$port;

        return $scheme.'://'.strtolower($parts['host']).$shownPort;
    }
}

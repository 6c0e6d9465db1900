<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Laravel's "back" (redirect()->back(), failed validation) follows the Referer header first.
 * A Referer naming another origin is dropped here, so back falls to the last page of this
 * site in the session, or home, and a post can never bounce a visitor to a phishing page.
 */
class IgnoreForeignReferer
{
    public function handle(Request $request, Closure $next): Response
    {
        $referer = $request->headers->get('referer');

        if ($referer !== null && ! self::isOwnOrigin($referer)) {
            $request->headers->remove('referer');
        }

        return $next($request);
    }

    private static function isOwnOrigin(string $url): bool
    {
        return self::origin($url) !== null && self::origin($url) === self::origin((string) config('app.url'));
    }

    private static function origin(string $url): ?string
    {
        $parts = parse_url($url);
        if (! is_array($parts) || ! isset($parts['scheme'], $parts['host'])) {
            return null;
        }

        $scheme = strtolower($parts['scheme']);
        $port = $parts['port'] ?? ($scheme === 'https' ? 443 : 80);

        return $scheme.'://'.strtolower($parts['host']).':'.$port;
    }
}

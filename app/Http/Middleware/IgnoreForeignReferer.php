<?php

namespace App\Http\Middleware;

use App\Support\Origin;
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
        $origin = Origin::of($url);

        return $origin !== null && $origin === Origin::of((string) config('app.url'));
    }
}

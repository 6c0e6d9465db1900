<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Exception\SuspiciousOperationException;
use Symfony\Component\HttpFoundation\Response;

/**
 * Answers only for the host of APP_URL and the hosts listed in APP_TRUSTED_HOSTS. Links are
 * built from APP_URL anyway; refusing other hosts up front also keeps a forged Host header
 * out of logs, caches and anything else that reads it.
 *
 * Unlike Laravel's TrustHosts it compares the host itself instead of setting Symfony's global
 * trusted-host patterns, and it also holds in tests, so the rule is tested; only the local
 * development server answers on any name (localhost, a LAN address).
 */
class TrustConfiguredHosts
{
    public function handle(Request $request, Closure $next): Response
    {
        if (app()->environment('local')) {
            return $next($request);
        }

        try {
            $trusted = in_array($request->getHost(), self::hosts(), true);
        } catch (SuspiciousOperationException) {
            $trusted = false; // a Host header that is not a host name at all
        }

        if (! $trusted) {
            return response('Unknown host.', Response::HTTP_BAD_REQUEST, ['Content-Type' => 'text/plain']);
        }

        return $next($request);
    }

    /**
     * @return list<string>
     */
    private static function hosts(): array
    {
        $hosts = [parse_url((string) config('app.url'), PHP_URL_HOST), ...(array) config('app.trusted_hosts')];

        return array_values(array_map(strtolower(...), array_filter($hosts, is_string(...))));
    }
}

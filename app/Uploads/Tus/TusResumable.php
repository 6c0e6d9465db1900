<?php

namespace App\Uploads\Tus;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Every tus request names the protocol version it speaks (OPTIONS, the discovery request,
 * need not) and every response, refusals included, names ours.
 */
final class TusResumable
{
    /**
     * @param  Closure(Request): Response  $next
     */
    public function handle(Request $request, Closure $next): Response
    {
        $response = $request->isMethod('OPTIONS') || $request->headers->get('Tus-Resumable') === Tus::VERSION
            ? $next($request)
            : TusException::unsupportedVersion()->render();

        $response->headers->set('Tus-Resumable', Tus::VERSION);

        return $response;
    }
}

<?php

namespace Inertia;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Route middleware (alias "inertia.encrypt") that turns on history
 * encryption for the pages of the routes it guards.
 */
class EncryptHistoryMiddleware
{
    public function handle(Request $request, Closure $next): Response
    {
        Inertia::encryptHistory();

        return $next($request);
    }
}

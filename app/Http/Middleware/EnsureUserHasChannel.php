<?php

namespace App\Http\Middleware;

use App\Models\User;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Studio pages act on the signed-in user's channel; without one there is nothing to show.
 */
class EnsureUserHasChannel
{
    /**
     * @param  Closure(Request): Response  $next
     */
    public function handle(Request $request, Closure $next): Response
    {
        $user = $request->user();

        if (! $user instanceof User || $user->channel === null) {
            return to_route('create-channel');
        }

        return $next($request);
    }
}

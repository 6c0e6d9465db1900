<?php

namespace App\Http\Middleware;

use Illuminate\Contracts\Cache\Factory as CacheFactory;
use Illuminate\Contracts\Session\Session;
use Illuminate\Http\Request;
use Illuminate\Session\Middleware\StartSession as LaravelStartSession;
use Illuminate\Session\SessionManager;

/**
 * Laravel's session middleware, with a rule for the requests a page sends on its own: its polls
 * (the client marks them with POLL_HEADER), the player's progress reports and an upload's tus
 * requests. Flash data (a refused form's errors, a status message) is kept for the one request
 * after the one that set it: the page the browser loads next. Such a background request may come
 * in between, or may have read the session before the flash was set and end after it. Either
 * way it leaves the stored session alone while that carries flash, so the flash is still there
 * for the page. Otherwise it saves as any request does, which keeps the session alive through a
 * long upload.
 */
final class StartSession extends LaravelStartSession
{
    public const POLL_HEADER = 'X-Poll';

    public function __construct(SessionManager $manager, CacheFactory $cache)
    {
        parent::__construct($manager, fn () => $cache);
    }

    /**
     * @param  Request  $request
     */
    protected function saveSession($request): void
    {
        if (self::runsInBackground($request) && self::storedWithFlash($request->session())) {
            return;
        }

        parent::saveSession($request);
    }

    private static function runsInBackground(Request $request): bool
    {
        return $request->headers->has(self::POLL_HEADER) || $request->routeIs('studio.uploads.*', 'videos.progress');
    }

    /**
     * Whether the session as stored now, which another request may have changed since this one
     * read it, carries flash for the next request.
     */
    private static function storedWithFlash(Session $session): bool
    {
        $stored = clone $session;
        $stored->flush();
        $stored->start();

        return $stored->get('_flash.old', []) !== [];
    }
}

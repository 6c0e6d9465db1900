<?php

namespace App\Http\Middleware;

use Illuminate\Contracts\Cache\Factory as CacheFactory;
use Illuminate\Http\Request;
use Illuminate\Session\Middleware\StartSession as LaravelStartSession;
use Illuminate\Session\SessionManager;

/**
 * Laravel's session middleware, with a rule for the requests a page sends on its own: its polls
 * (the client marks them with POLL_HEADER), the player's progress reports and an upload's tus
 * requests. Flash data (a refused form's errors, a status message) is kept for the one request
 * after the one that set it: the page the browser loads next. A background request that comes
 * in between leaves the session unsaved, so the flash is still there for that page. With nothing
 * flashed it saves as any request does, which keeps the session alive through a long upload.
 * A request already running when the flash is set is kept from saving over it by session
 * blocking on the studio's routes (routes/web.php).
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
        if (self::runsInBackground($request) && $request->session()->get('_flash.old', []) !== []) {
            return;
        }

        parent::saveSession($request);
    }

    private static function runsInBackground(Request $request): bool
    {
        return $request->headers->has(self::POLL_HEADER) || $request->routeIs('studio.uploads.*', 'videos.progress');
    }
}

<?php

namespace App\Feedback;

use App\Http\Requests\Feedback\StoreFeedbackRequest;
use Illuminate\Http\Request;

/**
 * The page of this site a visitor opened Send Feedback from (path and query), sent with the
 * feedback so moderators know what it is about. IgnoreForeignReferer has already dropped a
 * Referer naming another site; the feedback page itself (a reload) names no page.
 */
final class ReferringPage
{
    public static function of(Request $request): ?string
    {
        $referer = $request->headers->get('referer');
        if ($referer === null) {
            return null;
        }

        $path = parse_url($referer, PHP_URL_PATH);
        if (! is_string($path) || ! str_starts_with($path, '/') || str_starts_with($path, '//') || $path === '/'.$request->path()) {
            return null;
        }

        $query = parse_url($referer, PHP_URL_QUERY);
        $page = is_string($query) && $query !== '' ? "{$path}?{$query}" : $path;

        return strlen($page) <= StoreFeedbackRequest::PAGE_URL_MAX && ! preg_match('/\s/', $page) ? $page : null;
    }
}

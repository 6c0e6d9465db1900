<?php

namespace App\Http\Controllers\Blips;

use App\Blips\BlipsFeed;
use App\Blips\BlipsPage;
use App\Blips\FeedCursor;
use App\Enums\ReportReason;
use App\Http\Controllers\Controller;
use App\Http\Resources\CommentResource;
use App\Watch\WatchPage;
use Illuminate\Http\Request;
use Illuminate\Pagination\Paginator;
use Inertia\Inertia;
use Inertia\Response;

class BlipsController extends Controller
{
    /**
     * The feed at /blips, opening at `?v=` when that names a blip the viewer may see (the
     * plain feed otherwise). `?comments=1` adds the comments of that blip, for its panel.
     */
    public function __invoke(Request $request, BlipsFeed $feed, WatchPage $watch): Response
    {
        $user = $request->user();
        $start = $feed->start($request->query('v'), $user);
        $cursor = FeedCursor::parse($request->query(BlipsPage::CURSOR_NAME));
        $sort = $request->query('sort') === 'top' ? 'top' : 'newest';
        $commentsOf = $request->query('comments') === '1' ? $start : null;

        // Built once, and only when the response carries the feed (not for a comments reload).
        $page = null;
        $feedPage = function () use (&$page, $feed, $cursor, $start, $user): BlipsPage {
            return $page ??= $feed->page($cursor, $start, $user);
        };

        return Inertia::render('Blips/Index', [
            // Matched on the id: a reload after a like or a subscription (the first page of the
            // blip on screen) refreshes the blips the client holds instead of adding them again.
            'blips' => Inertia::scroll(
                fn () => ['data' => $feedPage()->resources($request)],
                metadata: fn () => $feedPage()->scrollMetadata(),
            )->matchOn('data.id'),
            // The blip of the comments panel: asked for by the panel, never on the first load.
            'video' => Inertia::optional(fn () => $start === null ? null : ['id' => $start->public_id, 'comment_count' => $start->comment_count]),
            'commentSort' => $sort,
            'reportReasons' => fn () => ReportReason::options(),
            'comments' => Inertia::scroll(fn () => $commentsOf !== null
                ? $watch->comments($commentsOf, $user, $sort)
                : CommentResource::collection(new Paginator([], WatchPage::COMMENTS_PER_PAGE, 1, ['pageName' => 'comments_page']))),
        ]);
    }
}

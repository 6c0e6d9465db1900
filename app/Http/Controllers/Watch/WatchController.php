<?php

namespace App\Http\Controllers\Watch;

use App\Enums\ReportReason;
use App\Enums\VideoKind;
use App\Http\Controllers\Controller;
use App\Http\Resources\VideoCardResource;
use App\Http\Resources\WatchVideoResource;
use App\Support\MetaDescription;
use App\Watch\LiveAudience;
use App\Watch\WatchPage;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;
use Inertia\Inertia;
use Inertia\Response;

class WatchController extends Controller
{
    /**
     * The watch page at /watch?v={public id}. Unknown, unready and private-to-someone-else
     * videos all answer 404: the page never confirms that a hidden video exists.
     */
    public function show(Request $request, WatchPage $page, LiveAudience $liveAudience): Response
    {
        $video = $page->find($request->query('v'));
        Gate::authorize('view', $video);

        $user = $request->user();
        $sort = $request->query('sort') === 'top' ? 'top' : 'newest';

        // Each prop is built only when the response carries it: the live audience poll, the
        // deferred up next and the pages of comments ask for theirs alone.
        return Inertia::render('Watch/Show', [
            'video' => fn () => new WatchVideoResource($video->load('captions')),
            'metaDescription' => fn () => MetaDescription::of($video->description),
            'viewer' => fn () => $page->viewer($video, $user),
            // Live streams only; the page polls it alone.
            'watching' => fn () => $video->kind === VideoKind::Live ? $liveAudience->count($video) : null,
            'reportReasons' => fn () => ReportReason::options(),
            'commentSort' => $sort,
            'comments' => Inertia::scroll(fn () => $page->comments($video, $user, $sort)),
            'upNext' => Inertia::defer(fn () => VideoCardResource::collection($page->upNext($video, $user))->resolve($request), 'up-next'),
        ]);
    }
}

<?php

namespace App\Http\Controllers\Watch;

use App\Actions\RecordWatchProgress;
use App\Http\Controllers\Controller;
use App\Http\Requests\Watch\RecordProgressRequest;
use App\Models\Video;
use App\Models\VideoView;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;

class WatchProgressController extends Controller
{
    public function store(RecordProgressRequest $request, Video $video, RecordWatchProgress $record): Response
    {
        Gate::authorize('view', $video);

        $user = $request->user();
        // A guest is their session: hashed, so the key stored with a view never reveals it.
        $viewerKey = $user !== null
            ? VideoView::keyForUser($user)
            : 'g:'.substr(hash('sha256', $request->session()->getId()), 0, 40);

        $record->handle($video, $user, $viewerKey, (float) $request->validated('position'));

        return response()->noContent();
    }
}

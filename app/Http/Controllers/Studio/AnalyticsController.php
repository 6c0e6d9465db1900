<?php

namespace App\Http\Controllers\Studio;

use App\Http\Controllers\Controller;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use App\Studio\Analytics\AnalyticsPeriod;
use App\Studio\AnalyticsPage;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;
use Inertia\Inertia;
use Inertia\Response;

class AnalyticsController extends Controller
{
    public function channel(Request $request): Response
    {
        return $this->render($request, null);
    }

    public function video(Request $request, Video $video): Response
    {
        Gate::authorize('update', $video);

        return $this->render($request, $video);
    }

    private function render(Request $request, ?Video $video): Response
    {
        /** @var User $user */
        $user = $request->user();
        /** @var Channel $channel the studio middleware guarantees one */
        $channel = $user->channel;
        $page = new AnalyticsPage($channel, $user, AnalyticsPeriod::fromQuery($request->query('period')), $video);

        return Inertia::render('Studio/Analytics', [
            ...$page->toProps(),
            'timezoneKnown' => $user->timezone !== null,
        ]);
    }
}

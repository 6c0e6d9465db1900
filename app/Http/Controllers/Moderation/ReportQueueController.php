<?php

namespace App\Http\Controllers\Moderation;

use App\Actions\DecideReports;
use App\Enums\ReportReason;
use App\Enums\ReportStatus;
use App\Http\Controllers\Controller;
use App\Http\Requests\Reports\DecideReportsRequest;
use App\Models\User;
use App\Models\Video;
use App\Reports\ListPage;
use App\Reports\ReportQueue;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

/**
 * /moderation/reports: the videos with open reports, and a moderator's decision on each.
 * Only moderators get here (routes/moderation.php).
 */
class ReportQueueController extends Controller
{
    public function index(Request $request, ReportQueue $queue): Response
    {
        return Inertia::render('Moderation/Reports', [
            'videos' => $queue->videos(ListPage::number($request->query('page'))),
            'reasons' => ReportReason::options(),
        ]);
    }

    public function update(DecideReportsRequest $request, Video $video, DecideReports $decide): RedirectResponse
    {
        /** @var User $moderator */
        $moderator = $request->user();
        $decision = $request->decision();
        $decide->handle($moderator, $video, $decision, $request->reason());

        return back()->with('status', $decision === ReportStatus::ActionTaken
            ? __('Action taken: “:title” is now private to its owner.', ['title' => $video->title])
            : __('Marked reviewed: “:title” stays up.', ['title' => $video->title]));
    }
}

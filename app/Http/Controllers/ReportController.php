<?php

namespace App\Http\Controllers;

use App\Actions\ReportVideo;
use App\Http\Requests\Reports\StoreReportRequest;
use App\Models\User;
use App\Models\Video;
use App\Reports\ListPage;
use App\Reports\ReportHistoryPage;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

/**
 * Reporting a video, and Report History (/report-history), where a reporter follows what
 * became of their reports. A guest's page asks them to sign in.
 */
class ReportController extends Controller
{
    public function index(Request $request, ReportHistoryPage $page): Response
    {
        $user = $request->user();

        return Inertia::render('Reports/History', [
            'reports' => $user === null ? null : $page->reports($user, ListPage::number($request->query('page'))),
        ]);
    }

    public function store(StoreReportRequest $request, Video $video, ReportVideo $report): RedirectResponse
    {
        /** @var User $reporter */
        $reporter = $request->user();
        $rewritten = $report->handle($reporter, $video, $request->reason(), $request->details());

        return back()->with('status', $rewritten ? __('Your report was updated.') : __('Thanks for reporting.'));
    }
}

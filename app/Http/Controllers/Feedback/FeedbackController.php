<?php

namespace App\Http\Controllers\Feedback;

use App\Actions\SendFeedback;
use App\Enums\Mood;
use App\Feedback\AttachmentType;
use App\Feedback\ReferringPage;
use App\Http\Controllers\Controller;
use App\Http\Requests\Feedback\StoreFeedbackRequest;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

/**
 * Send Feedback (/feedback), for signed-in and signed-out visitors alike.
 */
class FeedbackController extends Controller
{
    public function create(Request $request): Response
    {
        return Inertia::render('Feedback/Create', [
            'moods' => array_map(fn (Mood $mood) => ['value' => $mood->value, 'label' => $mood->label()], Mood::cases()),
            'fromPage' => ReferringPage::of($request),
            'limits' => [
                'maxFiles' => AttachmentType::MAX_FILES,
                'maxFileBytes' => AttachmentType::MAX_KILOBYTES * 1024,
                'maxText' => StoreFeedbackRequest::TEXT_MAX,
            ],
        ]);
    }

    public function store(StoreFeedbackRequest $request, SendFeedback $sendFeedback): RedirectResponse
    {
        $sendFeedback->handle(
            $request->user(),
            $request->mood(),
            $request->text(),
            $request->includeScreenshot(),
            $request->pageUrl(),
            $request->userAgent(),
            $request->attachments(),
        );

        return to_route('feedback')->with('status', __('Thank you for your feedback!'));
    }
}

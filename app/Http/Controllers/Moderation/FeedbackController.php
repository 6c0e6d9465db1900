<?php

namespace App\Http\Controllers\Moderation;

use App\Feedback\FeedbackInbox;
use App\Http\Controllers\Controller;
use App\Media\PrivateMedia;
use App\Models\FeedbackAttachment;
use App\Reports\ListPage;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;
use Symfony\Component\HttpFoundation\StreamedResponse;

/**
 * /moderation/feedback: what visitors sent through Send Feedback, and its attachments. Only
 * moderators get here (routes/moderation.php).
 */
class FeedbackController extends Controller
{
    public function index(Request $request, FeedbackInbox $inbox): Response
    {
        return Inertia::render('Moderation/Feedback', [
            'feedback' => $inbox->page(ListPage::number($request->query('page'))),
        ]);
    }

    /**
     * Streams an attachment from the private disk (the app's own disk or a closed bucket) as a
     * download the browser saves rather than shows, under the type its content was recognised
     * as, with sniffing off.
     */
    public function download(FeedbackAttachment $attachment): StreamedResponse
    {
        $disk = PrivateMedia::disk();
        abort_unless($disk->exists($attachment->path), 404);

        return $disk->download($attachment->path, $attachment->downloadName(), [
            'Content-Type' => $attachment->mime_type,
            'X-Content-Type-Options' => 'nosniff',
            'Cache-Control' => 'private, no-store',
        ]);
    }
}

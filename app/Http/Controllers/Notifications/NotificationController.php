<?php

namespace App\Http\Controllers\Notifications;

use App\Http\Controllers\Controller;
use App\Http\Requests\Notifications\MarkNotificationsReadRequest;
use App\Http\Resources\NotificationResource;
use App\Notifications\Inbox;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;

/**
 * The header's bell: its list, fetched when it opens, and marking what it showed as read.
 */
class NotificationController extends Controller
{
    public function index(Request $request, Inbox $inbox): AnonymousResourceCollection
    {
        return NotificationResource::collection($inbox->latest($request->user()));
    }

    public function markRead(MarkNotificationsReadRequest $request, Inbox $inbox): Response
    {
        $inbox->markReadThrough($request->user(), $request->newestSeen());

        return response()->noContent();
    }
}

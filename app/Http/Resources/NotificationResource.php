<?php

namespace App\Http\Resources;

use App\Models\Notification;
use App\Models\Video;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A notification in the header's bell: which channel published what, and when.
 *
 * @mixin Notification
 */
class NotificationResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Notification $notification */
        $notification = $this->resource;
        /** @var Video $video */
        $video = $notification->video;

        return [
            'id' => $notification->id,
            'read' => $notification->read_at !== null,
            'created_at' => $notification->created_at->toIso8601String(),
            'video' => [
                'id' => $video->public_id,
                'kind' => $video->kind->value,
                'title' => $video->title,
                'thumbnail_url' => $video->thumbnail_url,
            ],
            'channel' => [
                'name' => $video->channel->name,
                'handle' => $video->channel->handle,
                'avatar_url' => $video->channel->avatar_url,
            ],
        ];
    }
}

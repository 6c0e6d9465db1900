<?php

namespace App\Http\Resources;

use App\Enums\VideoKind;
use App\Models\Notification;
use App\Models\User;
use App\Models\Video;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A notification in the header's bell: who did what, where it leads, and when. The inbox
 * hands over only notifications whose video and actor are there.
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
        $video = $notification->video;
        $excerpt = (string) ($notification->data['excerpt'] ?? '');

        [$text, $href] = match ($notification->type) {
            Notification::NEW_VIDEO => [__(':channel uploaded: :title', ['channel' => $video?->channel->name, 'title' => $video?->title]), self::watchUrl($video)],
            Notification::NEW_SUBSCRIBER => [
                __(':name subscribed to your channel', ['name' => $this->actorName()]),
                $notification->actor?->channel ? route('channel', '@'.$notification->actor->channel->handle) : route('studio.dashboard'),
            ],
            Notification::NEW_COMMENT => [
                __(':name commented on “:title”: :excerpt', ['name' => $this->actorName(), 'title' => $video?->title, 'excerpt' => $excerpt]),
                self::watchUrl($video),
            ],
            Notification::COMMENT_REPLY => [__(':name replied to your comment: :excerpt', ['name' => $this->actorName(), 'excerpt' => $excerpt]), self::watchUrl($video)],
            default => [__(':name mentioned you in a comment: :excerpt', ['name' => $this->actorName(), 'excerpt' => $excerpt]), self::watchUrl($video)],
        };

        $by = $notification->type === Notification::NEW_VIDEO ? $video?->channel : $notification->actor?->channel;

        return [
            'id' => $notification->id,
            'type' => $notification->type,
            'read' => $notification->read_at !== null,
            'created_at' => $notification->created_at->toIso8601String(),
            'text' => $text,
            'href' => $href,
            // Whose picture the entry shows: a channel's, or the initial of an account without one.
            'actor' => [
                'name' => $by->name ?? $this->actorName(),
                'avatar_url' => $by?->avatar_url,
            ],
            'thumbnail_url' => $video?->thumbnail_url,
        ];
    }

    private function actorName(): string
    {
        /** @var User|null $actor */
        $actor = $this->resource->actor;

        return $actor->channel->name ?? $actor->name ?? '';
    }

    private static function watchUrl(?Video $video): string
    {
        return $video?->kind === VideoKind::Short
            ? route('blips', ['v' => $video->public_id])
            : route('watch', ['v' => $video?->public_id]);
    }
}

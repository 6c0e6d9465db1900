<?php

namespace App\Http\Resources;

use App\Enums\NotificationLevel;
use App\Models\Channel;
use App\Models\Video;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A channel on the Subscriptions page: who it is, its audience, its latest upload and, for a
 * signed-in viewer, their notification level (a guest's is in their browser). Built by
 * SubscriptionsPage, which sets `latestUpload` and selects `notification_level`.
 *
 * @mixin Channel
 */
class SubscribedChannelResource extends JsonResource
{
    /** @var string|null */
    public static $wrap = null;

    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Channel $channel */
        $channel = $this->resource;
        /** @var Video|null $latest */
        $latest = $channel->getRelationValue('latestUpload');
        // Selected only for a signed-in viewer.
        $level = $channel->getAttributes()['notification_level'] ?? null;

        return [
            'id' => $channel->id,
            'handle' => $channel->handle,
            'name' => $channel->name,
            'avatar_url' => $channel->avatar_url,
            'description' => $channel->description,
            'subscribers' => $channel->subscriber_count,
            'notification_level' => is_string($level) ? (NotificationLevel::tryFrom($level)?->value) : null,
            'last_upload' => $latest === null ? null : [
                'id' => $latest->public_id,
                'title' => $latest->title,
                'published_at' => $latest->published_at?->toIso8601String(),
            ],
        ];
    }
}

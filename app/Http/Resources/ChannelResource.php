<?php

namespace App\Http\Resources;

use App\Models\Channel;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * The channel page's header. Needs the `video_count` attribute that ChannelPage::find sets.
 *
 * @mixin Channel
 */
class ChannelResource extends JsonResource
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

        return [
            'id' => $channel->id,
            'handle' => $channel->handle,
            'name' => $channel->name,
            'avatar_url' => $channel->avatar_url,
            'banner_url' => $channel->banner_url,
            'custom_url' => '@'.$channel->handle,
            'subscribers' => $channel->subscriber_count,
            'video_count' => (int) $channel->getAttribute('video_count'),
            // The owner's choice: remind visitors who do not subscribe, beside the Subscribe button.
            'show_unsubscribed_indicator' => $channel->show_unsubscribed_indicator,
        ];
    }
}

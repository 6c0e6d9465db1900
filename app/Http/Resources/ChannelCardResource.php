<?php

namespace App\Http\Resources;

use App\Models\Channel;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A channel in a list (search results): who it is and how many subscribe.
 *
 * @mixin Channel
 */
class ChannelCardResource extends JsonResource
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
            'description' => $channel->description,
            'subscribers' => $channel->subscriber_count,
        ];
    }
}

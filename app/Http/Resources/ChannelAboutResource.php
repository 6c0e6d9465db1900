<?php

namespace App\Http\Resources;

use App\Models\Channel;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * The channel page's About tab.
 *
 * @mixin Channel
 */
class ChannelAboutResource extends JsonResource
{
    /** @var string|null */
    public static $wrap = null;

    public function __construct(Channel $channel, private readonly int $totalViews)
    {
        parent::__construct($channel);
    }

    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Channel $channel */
        $channel = $this->resource;

        return [
            'description' => $channel->description,
            'links' => array_values(array_filter(
                $channel->links ?? [],
                // Only web links become anchors: a stored "javascript:" URL must never be clickable.
                fn (array $link) => preg_match('#^https?://#i', $link['url']) === 1,
            )),
            'contact_email' => $channel->contact_email,
            'location' => $channel->location,
            'joined_at' => $channel->created_at->toIso8601String(),
            'total_views' => $this->totalViews,
        ];
    }
}

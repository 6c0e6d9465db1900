<?php

namespace App\Blips;

use App\Http\Resources\BlipResource;
use App\Models\Video;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Http\Request;
use Inertia\ScrollMetadata;

/**
 * One page of the blips feed with what the viewer brings to each blip.
 */
final readonly class BlipsPage
{
    /** The query parameter that carries the next page's FeedCursor. */
    public const CURSOR_NAME = 'cursor';

    /**
     * @param  Collection<int, Video>  $items  channels loaded
     * @param  array<int, 'like'|'dislike'>  $reactions  by video id
     * @param  array<int, string>  $subscriptions  notification level by channel id
     * @param  FeedCursor|null  $next  null once the feed has nothing more
     */
    public function __construct(
        public Collection $items,
        public array $reactions,
        public array $subscriptions,
        public ?FeedCursor $next,
        public FeedCursor $current,
    ) {
    }

    /**
     * @return list<array<string, mixed>>
     */
    public function resources(Request $request): array
    {
        return $this->items->map(fn (Video $blip) => (new BlipResource(
            $blip,
            $this->reactions[$blip->id] ?? null,
            $this->subscriptions[$blip->channel_id] ?? null,
        ))->resolve($request))->values()->all();
    }

    public function scrollMetadata(): ScrollMetadata
    {
        return new ScrollMetadata(self::CURSOR_NAME, null, $this->next?->encode(), $this->current->encode());
    }
}

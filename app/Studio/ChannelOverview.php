<?php

namespace App\Studio;

use App\Models\Channel;

/**
 * What the studio dashboard shows about one channel: the overview counts and the recent and
 * top video lists (at most LIST_LENGTH each).
 *
 * Only channels exist so far: videos, views and subscriptions are recorded from the uploads
 * and catalogue issues on, and those fill this class in without changing its shape. Until
 * then every channel honestly has no videos and nothing counted.
 */
final class ChannelOverview
{
    public const LIST_LENGTH = 5;

    /**
     * @return array{
     *     stats: array{views: int, subscribers: int, videos: int, watchTimeMinutes: int},
     *     recentVideos: list<array<string, mixed>>,
     *     topVideos: list<array<string, mixed>>,
     * }
     */
    public static function for(Channel $channel): array
    {
        return [
            'stats' => ['views' => 0, 'subscribers' => 0, 'videos' => 0, 'watchTimeMinutes' => 0],
            'recentVideos' => [],
            'topVideos' => [],
        ];
    }
}

<?php

namespace App\Studio;

use App\Models\Channel;
use App\Models\Video;
use App\Models\VideoView;
use Illuminate\Database\Eloquent\Collection;

/**
 * What the studio dashboard shows about one channel: the overview counts, computed from the
 * recorded videos, views and subscriptions, and the recent and top video lists (at most
 * LIST_LENGTH each). The owner sees every video of theirs, whatever its visibility or
 * state: a new upload heads Recent Videos at once, with its processing status.
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
        $videos = Video::query()->where('channel_id', $channel->id);
        $watchedSeconds = (int) VideoView::query()
            ->whereIn('video_id', Video::query()->select('id')->where('channel_id', $channel->id))
            ->sum('watched_seconds');

        return [
            'stats' => [
                'views' => (int) (clone $videos)->sum('view_count'),
                'subscribers' => $channel->subscriber_count,
                'videos' => (clone $videos)->count(),
                'watchTimeMinutes' => intdiv($watchedSeconds, 60),
            ],
            'recentVideos' => self::summaries((clone $videos)->latest()->latest('id')->limit(self::LIST_LENGTH)->get()),
            'topVideos' => self::summaries((clone $videos)->orderByDesc('view_count')->latest('id')->limit(self::LIST_LENGTH)->get()),
        ];
    }

    /**
     * @param  Collection<int, Video>  $videos
     * @return list<array<string, mixed>>
     */
    private static function summaries(Collection $videos): array
    {
        return $videos->map(fn (Video $video) => [
            'id' => $video->public_id,
            'title' => $video->title,
            'status' => $video->status->value,
            'thumbnail' => $video->thumbnail_url,
            'views' => $video->view_count,
            'comments' => $video->comment_count,
            'likes' => $video->like_count,
            'createdAt' => $video->created_at->toIso8601String(),
        ])->values()->all();
    }
}

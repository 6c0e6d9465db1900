<?php

namespace App\Library;

use App\Enums\VideoModeration;
use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Query\Builder as QueryBuilder;

/**
 * What the library lists share: their card query, which saved videos still show, and the
 * substring filter of the header search.
 */
final class LibraryVideos
{
    /**
     * What a card reads (VideoCardResource, and the thumbnail's URL, which depends on where the
     * video's media is kept), so list queries hydrate no more of a wide row. In tests, a column
     * missing here fails loudly (strict models).
     */
    public const CARD_COLUMNS = [
        'videos.id', 'videos.public_id', 'videos.channel_id', 'videos.kind', 'videos.title',
        'videos.thumbnail_path', 'videos.media_private', 'videos.duration', 'videos.view_count',
        'videos.published_at', 'videos.live_viewers', 'videos.hls_path',
    ];

    /**
     * Videos to show as cards, with their channels.
     *
     * @return Builder<Video>
     */
    public static function cards(): Builder
    {
        $query = Video::query()->with('channel:id,handle,name,avatar_path');
        $query->select(self::CARD_COLUMNS);

        return $query;
    }

    /**
     * What the viewer may still play (VideoPolicy::view): published and not private, or
     * their own. A video made private or taken down leaves their history and likes.
     *
     * @param  Builder<Video>  $videos
     */
    public static function watchableBy(Builder $videos, ?User $user): void
    {
        $published = function (Builder $query) {
            $query->whereIn('videos.status', VideoStatus::playable())
                ->where('videos.visibility', '!=', Visibility::Private)
                ->where('videos.published_at', '<=', now())
                ->where(fn (Builder $query) => $query->whereNull('videos.moderation')->orWhere('videos.moderation', '!=', VideoModeration::Removed));
        };

        if ($user === null) {
            $videos->where($published);

            return;
        }

        $videos->where(fn (Builder $query) => $query->where($published)
            ->orWhereIn('videos.channel_id', Channel::query()->select('id')->where('user_id', $user->id)));
    }

    /**
     * Spec §5: a case-insensitive substring of the title or of the channel's name; a blank
     * query matches everything.
     *
     * @param  Builder<Video>  $videos
     */
    public static function matching(Builder $videos, string $query): void
    {
        $pattern = self::pattern($query);

        if ($pattern === null) {
            return;
        }

        $videos->where(function (Builder $where) use ($pattern) {
            $where->whereRaw("lower(videos.title) LIKE ? ESCAPE '!'", [$pattern])
                ->orWhereIn('videos.channel_id', fn (QueryBuilder $channels) => $channels->select('id')->from('channels')
                    ->whereRaw("lower(name) LIKE ? ESCAPE '!'", [$pattern]));
        });
    }

    /**
     * The LIKE pattern of a substring search, its wildcards escaped; null for a blank query.
     */
    public static function pattern(string $query): ?string
    {
        $query = trim($query);

        if ($query === '') {
            return null;
        }

        return '%'.str_replace(['!', '%', '_'], ['!!', '!%', '!_'], mb_strtolower($query)).'%';
    }

    /**
     * The search text of a query string: a string of at most 100 characters, else nothing.
     */
    public static function searchText(mixed $value): string
    {
        return is_string($value) && mb_check_encoding($value, 'UTF-8') ? mb_substr(trim($value), 0, 100) : '';
    }
}

<?php

namespace App\Http\Resources;

use App\Enums\VideoKind;
use App\Media\VideoMedia;
use App\Models\Channel;
use App\Models\Video;
use App\Watch\LivePlaylist;
use DateTimeImmutable;
use DateTimeInterface;
use DateTimeZone;
use Illuminate\Database\Eloquent\MissingAttributeException;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;
use WeakMap;

/**
 * The shape of a video wherever it shows as a card. The channel must be eager-loaded.
 *
 * @mixin Video
 */
class VideoCardResource extends JsonResource
{
    /**
     * Cards are page props, not an API response: no "data" envelope.
     *
     * @var string|null
     */
    public static $wrap = null;

    /**
     * Each channel's part of a card, built once per channel model: a list's videos share
     * their eager-loaded channel instances, and reading the same four attributes again
     * for every card is a measurable part of a page.
     *
     * @var WeakMap<Channel, array{id: int, handle: string, name: string, avatar_url: string|null}>|null
     */
    private static ?WeakMap $channels = null;

    private static ?DateTimeZone $timezone = null;

    /** The row's columns every card is made of; a live stream's also reads live_viewers. */
    private const COLUMNS = ['public_id', 'title', 'thumbnail_path', 'media_private', 'duration', 'view_count', 'published_at', 'kind', 'hls_path'];

    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Video $video */
        $video = $this->resource;

        // Read from the row itself rather than through the model's casts and accessors: a list
        // page has 24 cards or more, and that way a card took 75-95 µs against 16, a tenth of
        // a signed-in library page's time (composer bench).
        $row = $video->getAttributes();
        self::ensureSelected($video, $row, self::COLUMNS);
        $kind = VideoKind::from($row['kind']);
        $publicId = (string) $row['public_id'];
        $mediaPrivate = (bool) $row['media_private'];

        $card = [
            'id' => $publicId,
            'title' => $row['title'],
            'thumbnail' => VideoMedia::urlOf($publicId, $mediaPrivate, $row['thumbnail_path']),
            'duration' => $row['duration'] === null ? null : (int) $row['duration'],
            'views' => (int) $row['view_count'],
            'published_at' => self::iso8601($row['published_at']),
            'kind' => $kind->value,
            'channel' => self::channel($video->channel),
            // What the card's hover preview plays (useInlinePreview).
            'hls_url' => LivePlaylist::playerUrlOf($publicId, $kind, $row['hls_path'], $mediaPrivate),
        ];

        if ($kind === VideoKind::Live) {
            self::ensureSelected($video, $row, ['live_viewers']);
            $card['live_viewers'] = (int) $row['live_viewers'];
        }

        return $card;
    }

    /**
     * In strict mode (tests, development), a query that left out a column the card reads fails
     * as reading it through the model would.
     *
     * @param  array<string, mixed>  $row
     * @param  list<string>  $columns
     */
    private static function ensureSelected(Video $video, array $row, array $columns): void
    {
        if (! Model::preventsAccessingMissingAttributes()) {
            return;
        }
        foreach ($columns as $column) {
            if (! array_key_exists($column, $row)) {
                throw new MissingAttributeException($video, $column);
            }
        }
    }

    /**
     * A stored date and time as ISO 8601 in the app's time zone, as the datetime cast's
     * toIso8601String() gives it.
     */
    private static function iso8601(mixed $stored): ?string
    {
        if ($stored === null) {
            return null;
        }
        if ($stored instanceof DateTimeInterface) {
            return $stored->format(DateTimeInterface::ATOM);
        }

        self::$timezone ??= new DateTimeZone((string) config('app.timezone'));

        return (new DateTimeImmutable((string) $stored, self::$timezone))->format(DateTimeInterface::ATOM);
    }

    /**
     * @return array{id: int, handle: string, name: string, avatar_url: string|null}
     */
    private static function channel(Channel $channel): array
    {
        self::$channels ??= new WeakMap;

        return self::$channels[$channel] ??= [
            'id' => $channel->id,
            'handle' => $channel->handle,
            'name' => $channel->name,
            'avatar_url' => $channel->avatar_url,
        ];
    }
}

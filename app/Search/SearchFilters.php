<?php

namespace App\Search;

use App\Enums\VideoKind;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\Validator;

/**
 * The search page's filters and order, read from its query string (`type`, `date`,
 * `duration`, `sort`, `page`). Anyone can type any query string, so a value that is not
 * one of the choices (an unknown word, an array, a page out of range) is ignored and the
 * default stands: the page never fails for it.
 *
 * Channels have no upload date, length or views, so with `type=channel` the other three
 * do not apply and read as their defaults.
 */
final readonly class SearchFilters
{
    public const TYPES = ['video', 'blip', 'channel'];

    /** Upload date: how far back from now, as PHP relative dates. */
    public const DATES = [
        'hour' => '-1 hour',
        'today' => '-1 day',
        'week' => '-1 week',
        'month' => '-1 month',
        'year' => '-1 year',
    ];

    /** Duration in seconds, from (inclusive) and to (exclusive): YouTube's under 4, 4–20 and over 20 minutes. */
    public const DURATIONS = [
        'short' => [0, 240],
        'medium' => [240, 1200],
        'long' => [1200, null],
    ];

    public const SORTS = ['relevance', 'date', 'views'];

    /** Far beyond what infinite scroll reaches; a page past it is the first. */
    public const MAX_PAGE = 1000;

    public function __construct(
        public ?string $type = null,
        public ?string $date = null,
        public ?string $duration = null,
        public string $sort = 'relevance',
        public int $page = 1,
    ) {
    }

    /**
     * @param  array<array-key, mixed>  $query
     */
    public static function fromQuery(array $query): self
    {
        $valid = Validator::make($query, [
            'type' => ['bail', 'string', 'in:'.implode(',', self::TYPES)],
            'date' => ['bail', 'string', 'in:'.implode(',', array_keys(self::DATES))],
            'duration' => ['bail', 'string', 'in:'.implode(',', array_keys(self::DURATIONS))],
            'sort' => ['bail', 'string', 'in:'.implode(',', self::SORTS)],
            'page' => ['bail', 'integer', 'min:1', 'max:'.self::MAX_PAGE],
        ])->valid();

        $text = fn (string $key): ?string => is_string($valid[$key] ?? null) ? $valid[$key] : null;
        $type = $text('type');
        $forVideos = $type !== 'channel';

        return new self(
            type: $type,
            date: $forVideos ? $text('date') : null,
            duration: $forVideos ? $text('duration') : null,
            sort: $forVideos ? $text('sort') ?? 'relevance' : 'relevance',
            page: isset($valid['page']) && is_numeric($valid['page']) ? (int) $valid['page'] : 1,
        );
    }

    public function wantsChannels(): bool
    {
        return $this->type === 'channel';
    }

    /**
     * Whether anything narrows the results; the order alone does not.
     */
    public function narrows(): bool
    {
        return $this->type !== null || $this->date !== null || $this->duration !== null;
    }

    /**
     * The kinds of video the type filter keeps; null for all. Live streams count as videos,
     * as on YouTube.
     *
     * @return list<VideoKind>|null
     */
    public function kinds(): ?array
    {
        return match ($this->type) {
            'video' => [VideoKind::Video, VideoKind::Live],
            'blip' => [VideoKind::Short],
            default => null,
        };
    }

    public function publishedSince(CarbonImmutable $now): ?CarbonImmutable
    {
        return $this->date === null ? null : $now->modify(self::DATES[$this->date]);
    }

    /**
     * @return array{int, int|null}|null seconds from (inclusive) and to (exclusive, null: no limit)
     */
    public function durationRange(): ?array
    {
        return $this->duration === null ? null : self::DURATIONS[$this->duration];
    }

    /**
     * The filters as the page shows them and as its links keep them.
     *
     * @return array{type: string|null, date: string|null, duration: string|null, sort: string}
     */
    public function toArray(): array
    {
        return ['type' => $this->type, 'date' => $this->date, 'duration' => $this->duration, 'sort' => $this->sort];
    }
}

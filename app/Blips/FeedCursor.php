<?php

namespace App\Blips;

/**
 * Where the blips feed stopped, in each of its two streams, and whose turn comes next: the
 * `cursor` query parameter of the next page. It reads as `{fresh}_{popular}_{turn}`, each
 * stream's part being empty (not started), `x` (exhausted) or the sort key and id of the
 * last blip it gave ("1764000000.52" for the fresh stream, "913.11" for the popular one).
 */
final readonly class FeedCursor
{
    public const EXHAUSTED = 'x';

    private const PATTERN = '/^(|x|\d{1,12}\.\d{1,18})_(|x|\d{1,19}\.\d{1,18})_([fp])$/';

    /**
     * @param  array{int, int}|self::EXHAUSTED|null  $fresh  [published timestamp, id] of the last fresh blip given
     * @param  array{int, int}|self::EXHAUSTED|null  $popular  [view count, id] of the last popular blip given
     * @param  'fresh'|'popular'  $turn  the stream the next blip comes from while both have blips left
     */
    public function __construct(
        public array|string|null $fresh = null,
        public array|string|null $popular = null,
        public string $turn = 'fresh',
    ) {
    }

    /**
     * The cursor a request names, or the start of the feed for anything that is not one.
     */
    public static function parse(mixed $value): self
    {
        if (! is_string($value) || preg_match(self::PATTERN, $value, $parts) !== 1) {
            return new self;
        }

        return new self(self::position($parts[1]), self::position($parts[2]), $parts[3] === 'p' ? 'popular' : 'fresh');
    }

    public function isStart(): bool
    {
        return $this->fresh === null && $this->popular === null && $this->turn === 'fresh';
    }

    public function isExhausted(): bool
    {
        return $this->fresh === self::EXHAUSTED && $this->popular === self::EXHAUSTED;
    }

    public function encode(): string
    {
        return self::part($this->fresh).'_'.self::part($this->popular).'_'.($this->turn === 'popular' ? 'p' : 'f');
    }

    /**
     * @return array{int, int}|self::EXHAUSTED|null
     */
    private static function position(string $part): array|string|null
    {
        if ($part === '') {
            return null;
        }

        if ($part === self::EXHAUSTED) {
            return self::EXHAUSTED;
        }

        [$key, $id] = explode('.', $part);

        return [(int) $key, (int) $id];
    }

    /**
     * @param  array{int, int}|self::EXHAUSTED|null  $position
     */
    private static function part(array|string|null $position): string
    {
        return match (true) {
            $position === null => '',
            is_string($position) => self::EXHAUSTED,
            default => $position[0].'.'.$position[1],
        };
    }
}

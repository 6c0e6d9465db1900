<?php

namespace App\Studio;

use Illuminate\Support\Facades\Validator;

/**
 * What the studio's Content page lists, read from its query string. Anyone can type any
 * query string, so a value that is not one of the choices falls back to the default
 * instead of failing the page: `?sort=oldest` lists by date, `?type[]=x` lists everything,
 * `?page=abc` shows the first page.
 */
final readonly class ContentFilters
{
    public const TYPES = ['all', 'videos', 'shorts'];

    public const SORTS = ['date', 'views', 'comments', 'likes'];

    /** As long as the longest title (the column's length); the rest of a search is cut off. */
    public const SEARCH_MAX_LENGTH = 200;

    /** Pages this far out hold nothing even for the largest channel; beyond it is page 1. */
    public const MAX_PAGE = 100_000;

    public function __construct(
        public string $type = 'all',
        public string $sort = 'date',
        public string $search = '',
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
            'sort' => ['bail', 'string', 'in:'.implode(',', self::SORTS)],
            'q' => ['bail', 'string'],
            'page' => ['bail', 'integer', 'min:1', 'max:'.self::MAX_PAGE],
        ])->valid();

        return new self(
            type: is_string($valid['type'] ?? null) ? $valid['type'] : 'all',
            sort: is_string($valid['sort'] ?? null) ? $valid['sort'] : 'date',
            search: self::cleanSearch($valid['q'] ?? null),
            page: isset($valid['page']) && is_numeric($valid['page']) ? (int) $valid['page'] : 1,
        );
    }

    /**
     * The text to look for (a title here, a comment's text on the Comments page), trimmed
     * and cut to length. Control characters become spaces: no title holds them, and
     * PostgreSQL refuses a NUL in a query. (Bytes that
     * are not UTF-8 never get here: ScrubInvalidUtf8 replaced them.)
     */
    public static function cleanSearch(mixed $search): string
    {
        if (! is_string($search)) {
            return '';
        }

        $search = trim((string) preg_replace('/\p{Cc}+/u', ' ', $search));

        return mb_substr($search, 0, self::SEARCH_MAX_LENGTH);
    }

    /**
     * @return array{type: string, sort: string, q: string}
     */
    public function toArray(): array
    {
        return ['type' => $this->type, 'sort' => $this->sort, 'q' => $this->search];
    }
}

<?php

namespace App\Studio;

use App\Enums\CommentStatus;
use Illuminate\Support\Facades\Validator;

/**
 * What the studio's Comments page lists, read from its query string: the tab (Published or
 * Held for review), a search in the comments' text, one video, and the page. As on the
 * Content page, a value that is not one of the choices falls back to the default.
 */
final readonly class CommentFilters
{
    public function __construct(
        public CommentStatus $tab = CommentStatus::Published,
        public string $search = '',
        /** A video's public id; '' lists every video's comments. */
        public string $video = '',
        public int $page = 1,
    ) {
    }

    /**
     * @param  array<array-key, mixed>  $query
     */
    public static function fromQuery(array $query): self
    {
        $valid = Validator::make($query, [
            'tab' => ['bail', 'string', 'in:published,held'],
            'q' => ['bail', 'string'],
            'video' => ['bail', 'string', 'regex:/^[A-Za-z0-9_-]{11}$/'],
            'page' => ['bail', 'integer', 'min:1', 'max:'.ContentFilters::MAX_PAGE],
        ])->valid();

        return new self(
            tab: CommentStatus::tryFrom(is_string($valid['tab'] ?? null) ? $valid['tab'] : '') ?? CommentStatus::Published,
            search: ContentFilters::cleanSearch($valid['q'] ?? null),
            video: is_string($valid['video'] ?? null) ? $valid['video'] : '',
            page: isset($valid['page']) && is_numeric($valid['page']) ? (int) $valid['page'] : 1,
        );
    }

    /**
     * @return array{tab: string, q: string, video: string}
     */
    public function toArray(): array
    {
        return ['tab' => $this->tab->value, 'q' => $this->search, 'video' => $this->video];
    }
}

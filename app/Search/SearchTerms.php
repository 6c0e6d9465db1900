<?php

namespace App\Search;

/**
 * What a visitor typed, reduced to the words the index can match. Only runs of letters and
 * digits survive, so quotes, operators, brackets and wildcards in the input can never reach
 * a full-text query or a LIKE pattern as syntax.
 */
final class SearchTerms
{
    /** More words than this add nothing to a result list but cost index lookups. */
    public const MAX_WORDS = 8;

    public const MAX_WORD_LENGTH = 50;

    /**
     * Words nearly every title or description holds. They narrow nothing, yet matching one
     * reads its entry for most of the catalogue, so a query drops them unless it has
     * nothing else.
     */
    public const STOP_WORDS = [
        'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'from', 'in', 'into', 'is',
        'it', 'its', 'of', 'on', 'or', 'than', 'that', 'the', 'this', 'to', 'was', 'were', 'with',
    ];

    /**
     * @param  list<string>  $words  lower-case words
     */
    private function __construct(public readonly array $words)
    {
    }

    public static function parse(string $query): self
    {
        preg_match_all('/[\p{L}\p{N}]+/u', mb_strtolower($query), $matches);

        $words = [];
        foreach ($matches[0] as $word) {
            $word = mb_substr($word, 0, self::MAX_WORD_LENGTH);
            if (! in_array($word, $words, true)) {
                $words[] = $word;
            }
        }

        $meaningful = array_values(array_diff($words, self::STOP_WORDS));

        return new self(array_slice($meaningful === [] ? $words : $meaningful, 0, self::MAX_WORDS));
    }

    public function isEmpty(): bool
    {
        return $this->words === [];
    }

    /**
     * An ORDER BY term that puts rows whose title holds every word (as a substring, so
     * prefixes count) before the rest, with its bindings. Words hold only letters and
     * digits, so they carry no LIKE wildcards to escape.
     *
     * @return array{string, list<string>}
     */
    public function titleFirst(string $column): array
    {
        $conditions = implode(' AND ', array_fill(0, count($this->words), "lower({$column}) LIKE ?"));

        return ["CASE WHEN {$conditions} THEN 0 ELSE 1 END", array_map(fn (string $word) => '%'.$word.'%', $this->words)];
    }
}

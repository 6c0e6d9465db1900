<?php

namespace App\Search;

use Illuminate\Support\Str;

/**
 * A short excerpt of a result's description around the first word the search matched, as
 * plain-text parts, each saying whether it is a match to mark. The page renders the parts as
 * text, so nothing in a description can become markup.
 *
 * Words match as the index matches them: case-insensitively, as prefixes of the text's words
 * ("gui" marks the "Gui" of "Guitar"), and with accents ignored in Latin script.
 */
final class Snippet
{
    /** Characters of description shown at most, YouTube's two lines of a result. */
    public const LENGTH = 180;

    /** Characters of context kept before the first match. */
    public const LEAD = 40;

    private const ELLIPSIS = '…';

    /**
     * @return list<array{text: string, marked: bool}>
     */
    public static function of(?string $text, SearchTerms $terms): array
    {
        $text = trim((string) preg_replace('/\s+/u', ' ', (string) $text));
        if ($text === '') {
            return [];
        }

        $marks = self::marks($text, $terms);
        $length = mb_strlen($text);

        $start = $marks === [] ? 0 : max(0, $marks[0][0] - self::LEAD);
        if ($start > 0) {
            // Begin at a word, not in the middle of one.
            $space = mb_strpos($text, ' ', $start);
            $start = $space !== false && $space < $marks[0][0] ? $space + 1 : $start;
        }

        $end = min($length, $start + self::LENGTH);
        if ($end < $length) {
            $space = mb_strrpos(mb_substr($text, 0, $end), ' ');
            $end = $space !== false && $space > $start ? $space : $end;
        }

        $parts = [];
        $add = function (int $from, int $to, bool $marked) use (&$parts, $text) {
            if ($to > $from) {
                $parts[] = ['text' => mb_substr($text, $from, $to - $from), 'marked' => $marked];
            }
        };

        $position = $start;
        foreach ($marks as [$from, $to]) {
            if ($from < $start || $to > $end) {
                continue;
            }
            $add($position, $from, false);
            $add($from, $to, true);
            $position = $to;
        }
        $add($position, $end, false);

        if ($start > 0) {
            array_unshift($parts, ['text' => self::ELLIPSIS, 'marked' => false]);
        }
        if ($end < $length) {
            $parts[] = ['text' => self::ELLIPSIS, 'marked' => false];
        }

        return $parts;
    }

    /**
     * Where the words match, as character offsets [from, to), in order.
     *
     * @return list<array{int, int}>
     */
    private static function marks(string $text, SearchTerms $terms): array
    {
        preg_match_all('/[\p{L}\p{N}]+/u', $text, $tokens, PREG_OFFSET_CAPTURE);

        $marks = [];
        foreach ($tokens[0] as [$token, $byteOffset]) {
            $matched = self::matchedLength($token, $terms);
            if ($matched > 0) {
                $from = mb_strlen(substr($text, 0, $byteOffset));
                $marks[] = [$from, $from + $matched];
            }
        }

        return $marks;
    }

    /**
     * How many leading characters of the token the longest matching word covers (0: none).
     */
    private static function matchedLength(string $token, SearchTerms $terms): int
    {
        $lower = mb_strtolower($token);
        $latin = preg_match('/^[\p{Latin}\p{N}]+$/u', $token) === 1;
        $folded = $latin ? Str::ascii($lower) : $lower;

        $longest = 0;
        foreach ($terms->words as $word) {
            if (str_starts_with($lower, $word)) {
                $longest = max($longest, mb_strlen($word));
            } elseif ($latin && preg_match('/^[\p{Latin}\p{N}]+$/u', $word) === 1 && str_starts_with($folded, Str::ascii($word))) {
                // An accent folded away may change the length: mark the whole word then.
                $longest = max($longest, mb_strlen($folded) === mb_strlen($lower) ? mb_strlen($word) : mb_strlen($token));
            }
        }

        return min($longest, mb_strlen($token));
    }
}

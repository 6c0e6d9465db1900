<?php

namespace Tests\Feature\Search;

use App\Search\SearchTerms;
use App\Search\Snippet;
use Tests\TestCase;

class SearchSnippetTest extends TestCase
{
    /**
     * @param  list<array{text: string, marked: bool}>  $parts
     */
    private function render(array $parts): string
    {
        return implode('', array_map(fn (array $part) => $part['marked'] ? '['.$part['text'].']' : $part['text'], $parts));
    }

    public function test_every_word_marks_the_start_of_the_words_it_matches_ignoring_case(): void
    {
        $parts = Snippet::of("Tuning a GUITAR,\n\nthen the bass guitarist's turn.", SearchTerms::parse('guitar bass'));

        $this->assertSame("Tuning a [GUITAR], then the [bass] [guitar]ist's turn.", $this->render($parts));
    }

    public function test_accents_are_ignored_in_latin_script_as_the_index_ignores_them(): void
    {
        $this->assertSame('Un [café] au lait', $this->render(Snippet::of('Un café au lait', SearchTerms::parse('cafe'))));
        $this->assertSame('A [cafe] latte', $this->render(Snippet::of('A cafe latte', SearchTerms::parse('café'))));
    }

    public function test_words_in_other_scripts_are_marked_too(): void
    {
        $this->assertSame('東京 [夜景] 散歩', $this->render(Snippet::of('東京 夜景 散歩', SearchTerms::parse('夜景'))));
    }

    public function test_a_long_description_is_cut_around_the_first_match_at_word_boundaries(): void
    {
        $before = str_repeat('alpha ', 30);
        $after = str_repeat('omega ', 60);

        $parts = Snippet::of($before.'the comet appears '.$after, SearchTerms::parse('comet'));
        $text = $this->render($parts);

        $this->assertStringStartsWith('…alpha ', $text);
        $this->assertStringContainsString('the [comet] appears omega', $text);
        $this->assertStringEndsWith('omega…', $text);
        $this->assertLessThanOrEqual(Snippet::LENGTH + 4, mb_strlen($text));
    }

    public function test_without_a_match_in_the_description_its_beginning_shows_unmarked(): void
    {
        $parts = Snippet::of(str_repeat('Quiet evening. ', 30), SearchTerms::parse('comet'));

        $this->assertFalse(collect($parts)->contains('marked', true));
        $this->assertStringStartsWith('Quiet evening. Quiet', $this->render($parts));
        $this->assertStringEndsWith('…', $this->render($parts));
    }

    public function test_no_description_gives_no_snippet(): void
    {
        $this->assertSame([], Snippet::of(null, SearchTerms::parse('comet')));
        $this->assertSame([], Snippet::of("  \n ", SearchTerms::parse('comet')));
    }
}

<?php

namespace Tests\Unit\Search;

use App\Search\CatalogueSearch;
use App\Search\LikeSearch;
use App\Search\PostgresFullText;
use App\Search\SearchTerms;
use App\Search\SqliteFullText;
use PHPUnit\Framework\TestCase;

class SearchTermsTest extends TestCase
{
    public function test_it_keeps_lower_case_words_of_letters_and_digits_once_each_operators_included_as_words(): void
    {
        $this->assertSame(['guitar', 'lessons', '101', 'not', 'near', 'café'], SearchTerms::parse('  Guitar "LESSONS" 101* guitar NOT NEAR( Café')->words);
    }

    public function test_common_words_are_dropped_unless_nothing_else_is_left(): void
    {
        $this->assertSame(['perfect', 'crêpe'], SearchTerms::parse('For the perfect crêpe')->words);
        $this->assertSame(['the', 'and'], SearchTerms::parse('The AND')->words);
    }

    public function test_punctuation_alone_is_an_empty_search(): void
    {
        $this->assertTrue(SearchTerms::parse('"*^()-:')->isEmpty());
        $this->assertTrue(SearchTerms::parse('')->isEmpty());
    }

    public function test_it_caps_the_number_and_length_of_words(): void
    {
        $terms = SearchTerms::parse(str_repeat('a', 80).' b c d e f g h i j');

        $this->assertCount(SearchTerms::MAX_WORDS, $terms->words);
        $this->assertSame(SearchTerms::MAX_WORD_LENGTH, mb_strlen($terms->words[0]));
    }

    public function test_each_index_gets_prefix_terms_that_all_must_match(): void
    {
        $terms = SearchTerms::parse('night drive');

        $this->assertSame('"night"* "drive"*', SqliteFullText::expression($terms));
        $this->assertSame('night:* & drive:*', PostgresFullText::tsquery($terms));
    }

    public function test_title_first_orders_by_every_word_as_a_substring(): void
    {
        [$sql, $bindings] = SearchTerms::parse('night drive')->titleFirst('videos.title');

        $this->assertSame('CASE WHEN lower(videos.title) LIKE ? AND lower(videos.title) LIKE ? THEN 0 ELSE 1 END', $sql);
        $this->assertSame(['%night%', '%drive%'], $bindings);
    }

    public function test_the_like_fallback_exists_for_other_drivers(): void
    {
        $this->assertInstanceOf(LikeSearch::class, CatalogueSearch::indexFor('mysql'));
        $this->assertInstanceOf(SqliteFullText::class, CatalogueSearch::indexFor('sqlite'));
        $this->assertInstanceOf(PostgresFullText::class, CatalogueSearch::indexFor('pgsql'));
    }
}

<?php

namespace Tests\Feature\Catalogue;

use App\Enums\Category;
use Database\Seeders\Catalogue\UniqueTitles;
use Tests\TestCase;

class UniqueTitlesTest extends TestCase
{
    /** More than the full catalogue gives any one category or subcategory (about 16 videos, a few blips and a stream). */
    private const PER_SLOT = 30;

    public function test_every_category_has_titles_enough_for_a_full_catalogue_without_repeats(): void
    {
        mt_srand(1);
        $titles = new UniqueTitles;
        $given = [];
        foreach (Category::cases() as $category) {
            foreach (array_keys($category->subcategories()) ?: [null] as $subcategory) {
                for ($i = 0; $i < self::PER_SLOT; $i++) {
                    $given[] = $titles->next($category, $subcategory)[0];
                }
            }
        }

        $this->assertCount(count($given), array_unique($given));
        // The patterns and topics sufficed: no title had to become a series.
        $this->assertSame([], array_values(array_filter($given, fn (string $title) => str_contains($title, '(part '))));
    }

    public function test_a_catalogue_bigger_than_the_combinations_numbers_the_parts_of_a_series(): void
    {
        mt_srand(1);
        $titles = new UniqueTitles;
        $given = [];
        for ($i = 0; $i < 3000; $i++) {
            $given[] = $titles->next(Category::News, 'sport')[0];
        }

        $this->assertCount(3000, array_unique($given));
        $this->assertNotEmpty(array_filter($given, fn (string $title) => str_ends_with($title, ' (part 2)')));
    }

    public function test_the_topic_comes_with_its_title(): void
    {
        mt_srand(1);
        [$title, $thing] = (new UniqueTitles)->next(Category::Travel, null);

        $this->assertStringContainsStringIgnoringCase($thing, $title);
    }
}

<?php

namespace Database\Seeders\Catalogue;

use App\Enums\Category;

/**
 * Titles for seeded videos, none given twice, so that no list (home, trending, a channel's
 * videos) shows one title two times: a few draws of a category's patterns and topics, then,
 * once a big catalogue has used up the combinations, the next part of a series. Draws come
 * from mt_rand, so a seeded generator gives the same titles every time.
 */
final class UniqueTitles
{
    private const DRAWS = 24;

    /** @var array<string, int> how many videos were given each title */
    private array $given = [];

    /**
     * @return array{string, string} the title and the topic it is about
     */
    public function next(Category $category, ?string $subcategory): array
    {
        $key = $subcategory !== null && isset(SampleWriting::TITLES["{$category->value}/{$subcategory}"])
            ? "{$category->value}/{$subcategory}" : $category->value;
        $patterns = SampleWriting::TITLES[$key];
        $things = SampleWriting::THINGS[$category->value];

        $title = '';
        $thing = '';
        for ($draw = 0; $draw < self::DRAWS && ($title === '' || isset($this->given[$title])); $draw++) {
            $thing = $things[mt_rand(0, count($things) - 1)];
            $title = ucfirst(strtr($patterns[mt_rand(0, count($patterns) - 1)], ['{thing}' => $thing, '{n}' => (string) mt_rand(2, 100)]));
        }
        $this->given[$title] = ($this->given[$title] ?? 0) + 1;
        if ($this->given[$title] > 1) {
            $title .= " (part {$this->given[$title]})";
            $this->given[$title] = 1;
        }

        return [$title, $thing];
    }
}

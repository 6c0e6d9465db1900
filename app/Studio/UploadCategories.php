<?php

namespace App\Studio;

use App\Enums\Category;

/**
 * The categories a creator picks from on the video details form (spec §9), as the form's
 * options.
 */
final class UploadCategories
{
    /**
     * @return list<array{value: string, label: string}>
     */
    public static function options(): array
    {
        return array_map(
            fn (Category $category) => ['value' => $category->value, 'label' => $category->label()],
            Category::uploadable(),
        );
    }
}

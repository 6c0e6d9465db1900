<?php

namespace App\Localization;

use Illuminate\Translation\Translator;

/** Every interface string of a language, as the pages' t() reads them. */
final class Translations
{
    public function __construct(private readonly Translator $translator)
    {
    }

    /**
     * @return array<string, string>
     */
    public function of(string $locale): array
    {
        return $this->translator->getLoader()->load($locale, '*', '*');
    }
}

<?php

namespace App\Providers;

use Illuminate\Support\ServiceProvider;
use Illuminate\Translation\Translator;

/**
 * The interface's strings live in JSON files per area of the product,
 * lang/strings/{area}/{locale}.json, keyed by their English text as Laravel's JSON files are,
 * so each area's translations can be read and changed on their own.
 */
class LocalizationServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        $translator = $this->app->make('translator');
        assert($translator instanceof Translator);

        foreach (glob(lang_path('strings/*'), GLOB_ONLYDIR) ?: [] as $area) {
            $translator->addJsonPath($area);
        }
    }
}

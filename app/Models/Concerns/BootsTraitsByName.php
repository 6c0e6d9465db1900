<?php

namespace App\Models\Concerns;

/**
 * Boots a model's traits by their conventional method names (bootHasFactory,
 * initializeHasEvents, …). The framework also looks for #[Boot] and #[Initialize] attributes,
 * which means reflecting on every method of the model, and every model a request touches pays
 * for it again: 0.2-0.4 ms of the 5-6 ms a library page takes to handle at 100k videos. No
 * model or trait of ours uses those attributes; ModelConventionsTest holds every model to that.
 */
trait BootsTraitsByName
{
    protected static function bootTraits(): void
    {
        $class = static::class;
        $initializers = [];

        foreach (class_uses_recursive($class) as $trait) {
            $name = class_basename($trait);

            if (method_exists($class, $boot = 'boot'.$name)) {
                forward_static_call([$class, $boot]);
            }

            if (method_exists($class, $initialize = 'initialize'.$name)) {
                $initializers[] = $initialize;
            }
        }

        static::$traitInitializers[$class] = array_values(array_unique($initializers));
    }
}

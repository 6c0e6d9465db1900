<?php

namespace Tests\Unit\Models;

use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Attributes\Boot;
use Illuminate\Database\Eloquent\Attributes\Initialize;
use Illuminate\Database\Eloquent\Model;
use ReflectionClass;
use Tests\TestCase;

/**
 * What every model of the app keeps to, each for a request's sake (both measured in an excimer
 * profile of the library pages under php-fpm).
 */
class ModelConventionsTest extends TestCase
{
    /**
     * @return list<class-string<Model>>
     */
    private function models(): array
    {
        $models = [];
        foreach (glob(dirname(__DIR__, 3).'/app/Models/*.php') ?: [] as $file) {
            $class = new ReflectionClass('App\\Models\\'.basename($file, '.php'));
            if (! $class->isAbstract() && $class->isSubclassOf(Model::class)) {
                $models[] = $class->getName();
            }
        }

        $this->assertGreaterThan(10, count($models));

        return $models;
    }

    /**
     * A model without a table name guesses it through the English pluralizer, whose rules
     * Laravel builds on the first guess of each request: 3.4 % of the PHP time of the
     * Subscriptions page under php-fpm (an excimer profile of `composer bench`'s requests).
     */
    public function test_every_model_names_its_table(): void
    {
        foreach ($this->models() as $model) {
            $this->assertIsString((new ReflectionClass($model))->getDefaultProperties()['table'] ?? null, "{$model} names no \$table");
        }
    }

    public function test_every_model_boots_its_traits_by_name(): void
    {
        foreach ($this->models() as $model) {
            $this->assertContains(BootsTraitsByName::class, class_uses($model), "{$model} boots its traits by reflection");
        }
    }

    /** What BootsTraitsByName leaves out: were one there, its model would not boot in full. */
    public function test_no_model_marks_a_method_to_boot_or_initialize_by_attribute(): void
    {
        foreach ($this->models() as $model) {
            foreach ((new ReflectionClass($model))->getMethods() as $method) {
                $this->assertSame([], [
                    ...$method->getAttributes(Boot::class),
                    ...$method->getAttributes(Initialize::class),
                ], "{$model}::{$method->getName()}");
            }
        }
    }

    public function test_each_model_gets_the_trait_initializers_the_framework_would_give_it(): void
    {
        foreach ($this->models() as $model) {
            $this->assertSame(
                $this->initializersAfter(static fn () => parent::bootTraits(), $model),
                $this->initializersAfter(static fn () => static::bootTraits(), $model),
                $model,
            );
        }
    }

    /**
     * The instance initializers a model's trait boot leaves, run in the model's own scope.
     *
     * @param  class-string<Model>  $model
     * @return list<string>
     */
    private function initializersAfter(\Closure $boot, string $model): array
    {
        Model::clearBootedModels();

        return \Closure::bind(static function () use ($boot, $model) {
            \Closure::bind($boot, null, $model)();
            $initializers = static::$traitInitializers[$model];
            sort($initializers);

            return $initializers;
        }, null, $model)();
    }
}

<?php

namespace Inertia;

use Illuminate\Support\Facades\App;

trait ResolvesCallables
{
    /**
     * Call the value through the container when it is callable. Strings are
     * left alone so a prop such as 'date' is never mistaken for a function.
     */
    protected function resolveCallable(mixed $value): mixed
    {
        return $this->useAsCallable($value) ? App::call($value) : $value;
    }

    protected function useAsCallable(mixed $value): bool
    {
        return ! is_string($value) && is_callable($value);
    }
}

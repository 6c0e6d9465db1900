<?php

namespace Inertia;

/**
 * A prop the client merges into its current value on partial reloads
 * instead of replacing it.
 */
class MergeProp implements Mergeable
{
    use MergesProps;
    use ResolvesCallables;

    public function __construct(protected mixed $value)
    {
        $this->merge = true;
    }

    public function __invoke(): mixed
    {
        return $this->resolveCallable($this->value);
    }
}

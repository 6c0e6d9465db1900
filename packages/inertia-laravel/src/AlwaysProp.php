<?php

namespace Inertia;

/**
 * A prop sent with every response, even a partial reload that did not ask
 * for it (validation errors are shared this way).
 */
class AlwaysProp
{
    use ResolvesCallables;

    public function __construct(protected mixed $value)
    {
    }

    public function __invoke(): mixed
    {
        return $this->resolveCallable($this->value);
    }
}

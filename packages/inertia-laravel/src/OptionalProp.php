<?php

namespace Inertia;

/**
 * A prop evaluated only when a partial reload asks for it by name.
 */
class OptionalProp implements IgnoreFirstLoad
{
    use ResolvesCallables;

    /**
     * @var callable
     */
    protected $callback;

    public function __construct(callable $callback)
    {
        $this->callback = $callback;
    }

    public function __invoke(): mixed
    {
        return $this->resolveCallable($this->callback);
    }
}

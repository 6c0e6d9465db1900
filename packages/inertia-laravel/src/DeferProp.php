<?php

namespace Inertia;

/**
 * A prop left out of the first response and listed in the page's
 * deferredProps, so the client fetches it right after the page mounts.
 */
class DeferProp implements Deferrable, IgnoreFirstLoad, Mergeable
{
    use DefersProps;
    use MergesProps;
    use ResolvesCallables;

    /**
     * @var callable
     */
    protected $callback;

    public function __construct(callable $callback, ?string $group = null)
    {
        $this->callback = $callback;
        $this->defer($group);
    }

    public function __invoke(): mixed
    {
        return $this->resolveCallable($this->callback);
    }
}

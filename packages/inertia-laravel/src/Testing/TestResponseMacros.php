<?php

namespace Inertia\Testing;

use Closure;
use Illuminate\Support\Arr;

/**
 * Mixed into TestResponse: assertInertia(), inertiaPage(), inertiaProps().
 */
class TestResponseMacros
{
    public function assertInertia(): Closure
    {
        return function (?Closure $callback = null) {
            // @phpstan-ignore argument.type ($this is the TestResponse the closure is bound to)
            $assert = AssertableInertia::fromTestResponse($this);

            if ($callback !== null) {
                $callback($assert);
            }

            return $this;
        };
    }

    public function inertiaPage(): Closure
    {
        return function () {
            // @phpstan-ignore argument.type ($this is the TestResponse the closure is bound to)
            return AssertableInertia::fromTestResponse($this)->toArray();
        };
    }

    public function inertiaProps(): Closure
    {
        return function (?string $propName = null) {
            // @phpstan-ignore argument.type ($this is the TestResponse the closure is bound to)
            $page = AssertableInertia::fromTestResponse($this)->toArray();

            return Arr::get($page['props'], $propName);
        };
    }
}

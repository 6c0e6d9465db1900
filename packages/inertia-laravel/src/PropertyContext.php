<?php

namespace Inertia;

use Illuminate\Http\Request;

/**
 * What an object providing one prop knows about where it sits.
 */
class PropertyContext
{
    /**
     * @param  array<array-key, mixed>  $props  the prop's siblings
     */
    public function __construct(
        public readonly string $key,
        public readonly array $props,
        public readonly Request $request,
    ) {
    }
}

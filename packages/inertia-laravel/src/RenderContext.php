<?php

namespace Inertia;

use Illuminate\Http\Request;

/**
 * What an object providing several props knows about the page being rendered.
 */
class RenderContext
{
    public function __construct(
        public readonly string $component,
        public readonly Request $request,
    ) {
    }
}

<?php

namespace Inertia;

use Illuminate\Http\Request;

/**
 * Serves the routes registered with Route::inertia().
 */
class Controller
{
    public function __invoke(Request $request): Response
    {
        $defaults = $request->route()->defaults;

        return Inertia::render($defaults['component'], $defaults['props'] ?? []);
    }
}

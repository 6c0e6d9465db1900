<?php

namespace Inertia\Tests\Fixtures;

use Illuminate\Http\Request;
use Inertia\Middleware;

class HandleInertiaRequests extends Middleware
{
    protected $rootView = 'inertia-test::app';

    public function share(Request $request): array
    {
        return array_merge(parent::share($request), [
            'appName' => 'Blipstream',
        ]);
    }
}

<?php

namespace Tighten\Ziggy\Tests;

use Illuminate\Routing\RouteCollection;
use Tests\TestCase as AppTestCase;

abstract class TestCase extends AppTestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        // Each test declares its own routes and filters, so the app's route file and its
        // config/ziggy.php cannot change the answers.
        $this->app['router']->setRoutes(new RouteCollection);
        config(['ziggy' => []]);
        config(['app.url' => 'http://blipstream.test']);
        $this->app['url']->forceRootUrl('http://blipstream.test');
    }
}

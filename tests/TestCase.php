<?php

namespace Tests;

use Illuminate\Foundation\Testing\TestCase as BaseTestCase;

abstract class TestCase extends BaseTestCase
{
    /**
     * Mocking console output needs Mockery, which our registry cannot install (STACK.md).
     *
     * @var bool
     */
    public $mockConsoleOutput = false;

    protected function setUp(): void
    {
        parent::setUp();

        // Feature tests assert the page object, not the built assets.
        $this->withoutVite();
    }
}

<?php

namespace Symfony\Polyfill\Php85\Tests;

use PHPUnit\Framework\TestCase;

class Php85Test extends TestCase
{
    use \Tests\TestsFallbackPackage;

    public function test_array_first_returns_the_first_value_whatever_the_keys(): void
    {
        $this->assertSame('a', array_first(['a', 'b', 'c']));
        $this->assertSame('x', array_first([7 => 'x', 3 => 'y']));
        $this->assertSame(1, array_first(['one' => 1, 'two' => 2]));
    }

    public function test_array_last_returns_the_last_value_whatever_the_keys(): void
    {
        $this->assertSame('c', array_last(['a', 'b', 'c']));
        $this->assertSame('y', array_last([7 => 'x', 3 => 'y']));
        $this->assertSame(2, array_last(['one' => 1, 'two' => 2]));
    }

    public function test_both_return_null_for_an_empty_array(): void
    {
        $this->assertNull(array_first([]));
        $this->assertNull(array_last([]));
    }

    public function test_a_null_element_is_returned_as_is(): void
    {
        $this->assertNull(array_first([null, 1]));
        $this->assertNull(array_last([1, null]));
    }

    public function test_neither_moves_the_internal_pointer(): void
    {
        $array = ['a', 'b', 'c'];
        next($array);

        array_first($array);
        array_last($array);

        $this->assertSame('b', current($array));
    }

    public function test_get_error_handler_reports_the_active_handler_and_leaves_it_in_place(): void
    {
        $handler = static fn (): bool => true;
        set_error_handler($handler);

        try {
            $this->assertSame($handler, get_error_handler());
            $this->assertSame($handler, get_error_handler());
        } finally {
            restore_error_handler();
        }
    }

    public function test_get_error_handler_is_null_when_none_is_set(): void
    {
        set_error_handler(null);

        try {
            $this->assertNull(get_error_handler());
        } finally {
            restore_error_handler();
        }
    }

    public function test_get_exception_handler_reports_the_active_handler_and_leaves_it_in_place(): void
    {
        $handler = static function (\Throwable $e): void {
        };
        set_exception_handler($handler);

        try {
            $this->assertSame($handler, get_exception_handler());
            $this->assertSame($handler, get_exception_handler());
        } finally {
            restore_exception_handler();
        }
    }

    public function test_get_exception_handler_is_null_when_none_is_set(): void
    {
        set_exception_handler(null);

        try {
            $this->assertNull(get_exception_handler());
        } finally {
            restore_exception_handler();
        }
    }
}

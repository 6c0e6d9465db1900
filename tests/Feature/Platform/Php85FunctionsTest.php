<?php

namespace Tests\Feature\Platform;

use App\Models\User;
use Illuminate\Foundation\Bootstrap\HandleExceptions;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\DB;
use Tests\TestCase;

/**
 * Laravel 12 calls the PHP 8.5 array and handler functions directly; on PHP 8.2 these
 * paths only work through the polyfill.
 */
class Php85FunctionsTest extends TestCase
{
    use RefreshDatabase;

    /** Mockery is unusable on this registry, and mocked console output needs it for the migrate run. */
    public $mockConsoleOutput = false;

    public function test_the_functions_are_available_to_the_app(): void
    {
        $this->assertSame('first', array_first(['first', 'last']));
        $this->assertSame('last', array_last(['first', 'last']));
    }

    public function test_arr_first_and_last_without_a_callback(): void
    {
        $this->assertSame('a', Arr::first(['x' => 'a', 'y' => 'b']));
        $this->assertSame('b', Arr::last(['x' => 'a', 'y' => 'b']));
        $this->assertSame('none', Arr::first([], null, 'none'));
        $this->assertSame('none', Arr::last([], null, 'none'));
    }

    public function test_query_builder_bulk_insert_and_single_values(): void
    {
        DB::table('users')->insert([
            ['name' => 'Ada', 'email' => 'ada@blipstream.test', 'password' => 'x'],
            ['name' => 'Grace', 'email' => 'grace@blipstream.test', 'password' => 'x'],
            ['name' => 'Linus', 'email' => 'linus@blipstream.test', 'password' => 'x'],
        ]);

        $this->assertSame(3, DB::table('users')->count());
        $this->assertSame('Ada', DB::table('users')->orderBy('id')->value('name'));
        $this->assertSame('Grace', DB::table('users')->where('email', 'grace@blipstream.test')->soleValue('name'));
        $this->assertSame(3, (int) DB::scalar('select count(*) from users'));
        // Ids are relative: a PostgreSQL sequence does not restart with each test.
        $first = (int) DB::table('users')->min('id');
        $this->assertSame(['Ada', 'Grace'], DB::table('users')->whereBetween('id', [$first, $first + 1])->orderBy('id')->pluck('name')->all());
    }

    public function test_eloquent_upsert_and_relation_column_qualification(): void
    {
        $ada = User::factory()->create(['email' => 'ada@blipstream.test', 'name' => 'Ada']);

        User::query()->upsert([
            ['name' => 'Ada Lovelace', 'email' => 'ada@blipstream.test', 'password' => 'x'],
            ['name' => 'Grace', 'email' => 'grace@blipstream.test', 'password' => 'x'],
        ], ['email'], ['name']);

        $this->assertSame(['Ada Lovelace', 'Grace'], User::query()->orderBy('email')->pluck('name')->all());
        $this->assertSame('Grace', User::query()->whereBetween('id', [$ada->id + 1, $ada->id + 9])->value('name'));
    }

    public function test_flushing_handlers_empties_both_stacks(): void
    {
        set_error_handler(static fn (): bool => true);
        set_error_handler(static fn (): bool => true);
        set_exception_handler(static function (\Throwable $e): void {
        });

        HandleExceptions::flushHandlersState($this);

        $this->assertNull(get_exception_handler());
        // PHPUnit's own handler is put back; everything pushed above is gone.
        $this->assertInstanceOf(\PHPUnit\Runner\ErrorHandler::class, get_error_handler());
    }
}

<?php

namespace Tests\Feature\Seeders;

use Database\Seeders\Catalogue\BulkInserter;
use Database\Seeders\Catalogue\DeferredIndexes;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;
use Tests\TestCase;

/**
 * The seeders' bulk writes: multi-row INSERTs, or COPY on PostgreSQL, whose text format
 * has its own escapes for NULL, booleans, tabs, line breaks and backslashes.
 */
class BulkInserterTest extends TestCase
{
    use RefreshDatabase;

    public function test_rows_are_written_as_given_whatever_their_characters(): void
    {
        $users = new BulkInserter('users', 5);
        $users->add(['name' => "Tab\there, line\nbreak", 'email' => 'a@blipstream.test', 'password' => 'back\\slash \\N', 'remember_token' => null, 'is_moderator' => true]);
        // Columns in another order, as the query builder's insert allows.
        $users->add(['is_moderator' => false, 'remember_token' => 'token', 'password' => 'x', 'email' => 'b@blipstream.test', 'name' => "Carriage\r return"]);

        $this->assertSame(2, $users->flush());
        $rows = DB::table('users')->orderBy('email')->get(['name', 'password', 'remember_token', 'is_moderator']);
        $this->assertSame("Tab\there, line\nbreak", $rows[0]->name);
        $this->assertSame('back\\slash \\N', $rows[0]->password);
        $this->assertNull($rows[0]->remember_token);
        $this->assertTrue((bool) $rows[0]->is_moderator);
        $this->assertSame("Carriage\r return", $rows[1]->name);
        $this->assertSame('token', $rows[1]->remember_token);
        $this->assertFalse((bool) $rows[1]->is_moderator);
    }

    public function test_a_full_buffer_is_written_before_the_next_row(): void
    {
        $inserter = new BulkInserter('users', 10_000);
        $inserter->add(['name' => 'One', 'email' => 'one@blipstream.test', 'password' => 'x']);
        $inserter->add(['name' => 'Two', 'email' => 'two@blipstream.test', 'password' => 'x']);

        $this->assertSame(2, DB::table('users')->count());
        $this->assertSame(2, $inserter->flush());
    }

    public function test_deferred_indexes_are_dropped_and_made_again_on_postgres(): void
    {
        if (DB::connection()->getDriverName() !== 'pgsql') {
            $this->markTestSkipped('Only the PostgreSQL seeding defers indexes.');
        }
        $before = collect(Schema::getIndexes('videos'))->pluck('name')->sort()->values()->all();

        $indexes = new DeferredIndexes('videos');
        $indexes->drop();
        $left = collect(Schema::getIndexes('videos'))->pluck('name')->sort()->values()->all();
        $this->assertSame(['videos_pkey', 'videos_public_id_unique'], $left);

        $this->assertSame(count($before) - 2, $indexes->rebuild());
        $this->assertSame($before, collect(Schema::getIndexes('videos'))->pluck('name')->sort()->values()->all());
    }
}

<?php

namespace Tests\Feature\Database;

use App\Database\PostgresConnection;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use PDO;
use Tests\TestCase;

/**
 * PostgreSQL's queries go out with emulated prepares, their values written into the SQL as
 * quoted literals (App\Database\PostgresConnection): each kind of value must still mean what
 * a server-side prepare made of it.
 */
class PostgresBindingsTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        if (DB::connection()->getDriverName() !== 'pgsql') {
            $this->markTestSkipped('The bindings are PostgreSQL\'s.');
        }
    }

    public function test_queries_go_out_in_one_round_trip(): void
    {
        $connection = DB::connection();

        $this->assertInstanceOf(PostgresConnection::class, $connection);
        $this->assertTrue($connection->getPdo()->getAttribute(PDO::ATTR_EMULATE_PREPARES));
    }

    public function test_booleans_numbers_text_and_nulls_keep_their_meaning(): void
    {
        $moderator = User::factory()->create(['is_moderator' => true]);
        User::factory()->create(['is_moderator' => false]);
        $video = Video::factory()->create(['view_count' => 42, 'title' => "It's a \\ 'quoted' title; --"]);

        $this->assertSame([$moderator->id], User::query()->where('is_moderator', true)->pluck('id')->all());
        $this->assertSame(User::query()->count() - 1, User::query()->where('is_moderator', false)->count());
        // A number against a text column, a numeric string against a number column.
        $this->assertSame(0, Video::query()->where('public_id', 42)->count());
        $this->assertSame([$video->id], Video::query()->where('view_count', '42')->pluck('id')->all());
        $this->assertSame([$video->id], Video::query()->where('title', "It's a \\ 'quoted' title; --")->pluck('id')->all());
        $this->assertSame(1, Video::query()->whereNull('moderation')->where('id', $video->id)->count());
        $this->assertSame(2, (int) DB::selectOne('select count(*) + ? as total from videos', [1])->total);
    }
}

<?php

namespace Tests\Feature\Platform;

use App\Database\PostgresConnection;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Env;
use Illuminate\Support\Facades\DB;
use PDO;
use Tests\TestCase;

class PostgresConnectionTest extends TestCase
{
    use RefreshDatabase;

    protected function tearDown(): void
    {
        DB::purge('kept');
        Env::getRepository()->clear('DB_PGSQL_PERSISTENT');
        parent::tearDown();
    }

    /**
     * @return array<string, mixed>
     */
    private function pgsqlConfig(): array
    {
        return (require config_path('database.php'))['connections']['pgsql'];
    }

    public function test_connections_are_persistent_only_when_the_environment_asks(): void
    {
        $this->assertFalse($this->pgsqlConfig()['options'][PDO::ATTR_PERSISTENT]);

        Env::getRepository()->set('DB_PGSQL_PERSISTENT', 'true');

        $this->assertTrue($this->pgsqlConfig()['options'][PDO::ATTR_PERSISTENT]);
    }

    private function skipUnlessPostgres(): void
    {
        if (DB::connection()->getDriverName() !== 'pgsql') {
            $this->markTestSkipped('Needs PostgreSQL (scripts/phpunit-postgres-redis.sh).');
        }
    }

    public function test_a_transaction_a_request_left_open_on_a_kept_connection_is_rolled_back_before_the_next_uses_it(): void
    {
        $this->skipUnlessPostgres();
        config(['database.connections.kept' => ['options' => [PDO::ATTR_PERSISTENT => true]] + config('database.connections.pgsql')]);
        // A temporary table lives as long as the server session, which the kept connection keeps.
        DB::connection('kept')->statement('CREATE TEMPORARY TABLE IF NOT EXISTS notes (body text)');
        DB::connection('kept')->statement('TRUNCATE notes');
        $pdo = DB::connection('kept')->getPdo();
        $pdo->beginTransaction();
        $pdo->exec("INSERT INTO notes VALUES ('abandoned')");

        // The request ends without committing: its PDO object is freed, the connection kept.
        DB::purge('kept');
        unset($pdo);

        $next = DB::connection('kept');
        $this->assertFalse($next->getPdo()->inTransaction());
        $this->assertSame(0, $next->table('notes')->count());
    }

    public function test_queries_go_out_in_one_round_trip(): void
    {
        $this->skipUnlessPostgres();
        $connection = DB::connection();

        $this->assertInstanceOf(PostgresConnection::class, $connection);
        $this->assertTrue($connection->getPdo()->getAttribute(PDO::ATTR_EMULATE_PREPARES));
    }

    /**
     * The values are written into the SQL as quoted literals (App\Database\PostgresConnection):
     * each kind must still mean what a server-side prepare made of it.
     */
    public function test_booleans_numbers_text_and_nulls_keep_their_meaning_through_emulated_prepares(): void
    {
        $this->skipUnlessPostgres();
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

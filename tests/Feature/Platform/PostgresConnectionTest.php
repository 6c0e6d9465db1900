<?php

namespace Tests\Feature\Platform;

use Illuminate\Support\Env;
use Illuminate\Support\Facades\DB;
use PDO;
use Tests\TestCase;

class PostgresConnectionTest extends TestCase
{
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

    public function test_a_transaction_a_request_left_open_on_a_kept_connection_is_rolled_back_before_the_next_uses_it(): void
    {
        if (DB::connection()->getDriverName() !== 'pgsql') {
            $this->markTestSkipped('Needs PostgreSQL (scripts/phpunit-postgres-redis.sh).');
        }
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
}

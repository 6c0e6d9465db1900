<?php

namespace Tests\Feature\Platform;

use Illuminate\Support\Env;
use Illuminate\Support\Facades\DB;
use PDO;
use Tests\TestCase;

class SqlitePersistentConnectionTest extends TestCase
{
    protected function tearDown(): void
    {
        Env::getRepository()->clear('DB_SQLITE_PERSISTENT');
        parent::tearDown();
    }

    /**
     * @return array<string, mixed>
     */
    private function sqliteConfig(): array
    {
        return (require config_path('database.php'))['connections']['sqlite'];
    }

    public function test_connections_are_not_persistent_unless_asked(): void
    {
        $this->assertFalse($this->sqliteConfig()['options'][PDO::ATTR_PERSISTENT]);
    }

    public function test_the_environment_makes_the_sqlite_connection_persistent(): void
    {
        Env::getRepository()->set('DB_SQLITE_PERSISTENT', 'true');
        $file = tempnam(sys_get_temp_dir(), 'persistent');
        config(['database.connections.persistent' => ['database' => $file] + $this->sqliteConfig()]);

        $pdo = DB::connection('persistent')->getPdo();

        $this->assertTrue($pdo->getAttribute(PDO::ATTR_PERSISTENT));
        DB::purge('persistent');
        @unlink((string) $file);
    }
}

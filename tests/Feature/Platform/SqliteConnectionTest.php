<?php

namespace Tests\Feature\Platform;

use Illuminate\Support\Env;
use Illuminate\Support\Facades\DB;
use PDO;
use Tests\TestCase;

class SqliteConnectionTest extends TestCase
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

    public function test_file_databases_are_read_through_a_memory_map(): void
    {
        $file = tempnam(sys_get_temp_dir(), 'mmap');
        config(['database.connections.mapped' => ['database' => $file] + $this->sqliteConfig()]);

        $this->assertSame(256 * 1024 * 1024, (int) DB::connection('mapped')->selectOne('PRAGMA mmap_size')->mmap_size);
        DB::purge('mapped');
        @unlink((string) $file);
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

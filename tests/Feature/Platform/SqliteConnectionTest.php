<?php

namespace Tests\Feature\Platform;

use Illuminate\Support\Env;
use Illuminate\Support\Facades\DB;
use PDO;
use PDOException;
use RuntimeException;
use Tests\TestCase;

class SqliteConnectionTest extends TestCase
{
    /** @var array<string, string> the file database of each connection a test made */
    private array $files = [];

    protected function tearDown(): void
    {
        foreach ($this->files as $name => $file) {
            DB::purge($name);
            @unlink($file);
        }
        Env::getRepository()->clear('DB_SQLITE_PERSISTENT');
        parent::tearDown();
    }

    /**
     * A connection named $name, configured as the app's SQLite one, on a new file.
     */
    private function onFile(string $name): string
    {
        $file = (string) tempnam(sys_get_temp_dir(), $name);
        config(["database.connections.{$name}" => ['database' => $file] + $this->sqliteConfig()]);

        return $this->files[$name] = $file;
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
        $this->onFile('mapped');

        $this->assertSame(256 * 1024 * 1024, (int) DB::connection('mapped')->selectOne('PRAGMA mmap_size')->mmap_size);
    }

    public function test_the_environment_makes_the_sqlite_connection_persistent(): void
    {
        Env::getRepository()->set('DB_SQLITE_PERSISTENT', 'true');
        $this->onFile('persistent');

        $pdo = DB::connection('persistent')->getPdo();

        $this->assertTrue($pdo->getAttribute(PDO::ATTR_PERSISTENT));
    }

    public function test_a_transaction_holds_the_write_lock_from_its_first_statement(): void
    {
        // A deferred transaction that has read cannot wait for the write lock: SQLite refuses
        // its first write at once ("database is locked") if another connection writes meanwhile.
        $file = $this->onFile('immediate');
        $connection = DB::connection('immediate');
        $connection->statement('CREATE TABLE notes (body TEXT)');
        $other = new PDO("sqlite:{$file}", options: [PDO::ATTR_TIMEOUT => 0, PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);

        $connection->transaction(function () use ($connection, $other) {
            $connection->select('SELECT count(*) FROM notes');
            $this->assertTrue($connection->getPdo()->inTransaction());

            try {
                $other->exec('BEGIN IMMEDIATE');
                $this->fail('A second connection took the write lock inside an open transaction.');
            } catch (PDOException $e) {
                $this->assertStringContainsString('database is locked', $e->getMessage());
            }
            $connection->insert('INSERT INTO notes VALUES (?)', ['kept']);
        });

        $this->assertFalse($connection->getPdo()->inTransaction());
        $other->exec('BEGIN IMMEDIATE');
        $other->exec('COMMIT');
        $this->assertSame(['kept'], $other->query('SELECT body FROM notes')->fetchAll(PDO::FETCH_COLUMN));
    }

    public function test_a_failed_transaction_and_its_savepoints_roll_back(): void
    {
        $this->onFile('immediate');
        $connection = DB::connection('immediate');
        $connection->statement('CREATE TABLE notes (body TEXT)');

        $connection->transaction(function () use ($connection) {
            $connection->insert('INSERT INTO notes VALUES (?)', ['outer']);
            try {
                $connection->transaction(function () use ($connection) {
                    $connection->insert('INSERT INTO notes VALUES (?)', ['inner']);
                    throw new RuntimeException('inner fails');
                });
            } catch (RuntimeException) {
            }
        });
        try {
            $connection->transaction(function () use ($connection) {
                $connection->insert('INSERT INTO notes VALUES (?)', ['dropped']);
                throw new RuntimeException('outer fails');
            });
        } catch (RuntimeException) {
        }

        $this->assertSame(['outer'], $connection->table('notes')->pluck('body')->all());
        $this->assertFalse($connection->getPdo()->inTransaction());
    }

    public function test_a_transaction_left_open_on_a_persistent_handle_is_rolled_back_before_the_next_begins(): void
    {
        // A request killed mid-transaction (a time limit) leaves it open on the kept handle.
        Env::getRepository()->set('DB_SQLITE_PERSISTENT', 'true');
        $this->onFile('persistent');
        DB::connection('persistent')->statement('CREATE TABLE notes (body TEXT)');
        DB::connection('persistent')->getPdo()->exec('BEGIN IMMEDIATE');
        DB::connection('persistent')->getPdo()->exec("INSERT INTO notes VALUES ('abandoned')");
        DB::purge('persistent');

        DB::connection('persistent')->transaction(fn ($connection) => $connection->insert('INSERT INTO notes VALUES (?)', ['next']));

        $this->assertSame(['next'], DB::connection('persistent')->table('notes')->pluck('body')->all());
    }
}

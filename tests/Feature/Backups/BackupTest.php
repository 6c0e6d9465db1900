<?php

namespace Tests\Feature\Backups;

use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Models\Comment;
use App\Models\CommunityPost;
use App\Models\Playlist;
use App\Models\Report;
use App\Models\Upload;
use App\Models\User;
use App\Models\Video;
use Illuminate\Filesystem\Filesystem;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Process;
use Illuminate\Support\Facades\Schema;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

/**
 * backup:run and backup:restore on the suite's database: SQLite in the main run, PostgreSQL
 * in scripts/phpunit-postgres-redis.sh's. Each test backs up a database made for it (a file, or a
 * database on the suite's server), removed after it: the suite's own lives in memory or in a
 * test's transaction, which neither VACUUM INTO nor pg_dump can see into.
 */
class BackupTest extends TestCase
{
    private string $sandbox;

    /** @var array<string, mixed> the suite's connection, to come back to */
    private array $suiteConnection;

    /** @var list<string> PostgreSQL databases made for the test */
    private array $databases = [];

    protected function setUp(): void
    {
        parent::setUp();

        $driver = DB::connection()->getDriverName();
        if (! in_array($driver, ['sqlite', 'pgsql'], true)) {
            $this->markTestSkipped("Backups support SQLite and PostgreSQL, not {$driver}.");
        }
        if ($driver === 'pgsql' && ! Process::run([(string) config('backup.pg_dump'), '--version'])->successful()) {
            $this->markTestSkipped('pg_dump is not installed.');
        }

        $this->sandbox = sys_get_temp_dir().'/blipstream-backup-'.bin2hex(random_bytes(6));
        mkdir($this->sandbox);
        $this->suiteConnection = (array) config('database.connections.'.config('database.default'));
        config(['backup.path' => "{$this->sandbox}/backups", 'backup.keep' => 7]);
        $this->freshMediaDisks();
    }

    protected function tearDown(): void
    {
        $connection = (string) config('database.default');
        DB::purge($connection);
        if ($this->databases !== []) {
            config(["database.connections.{$connection}" => $this->suiteConnection]);
            foreach ($this->databases as $database) {
                DB::statement("DROP DATABASE IF EXISTS \"{$database}\" WITH (FORCE)");
            }
            DB::purge($connection);
        }
        (new Filesystem)->deleteDirectory($this->sandbox);

        parent::tearDown();
    }

    public function test_a_backup_restored_into_a_fresh_database_holds_every_table_with_its_rows(): void
    {
        $this->useFreshDatabase('source');
        Artisan::call('migrate', ['--force' => true]);
        Comment::factory()->count(4)->create();
        Playlist::factory()->count(2)->create();
        Report::factory()->count(2)->create();
        CommunityPost::factory()->count(2)->create();
        Video::factory()->private()->create();
        $source = $this->rowCounts();
        $titles = Video::query()->orderBy('id')->pluck('title')->all();

        $this->assertSame(0, Artisan::call('backup:run'), $output = Artisan::output());
        [$backup] = $this->backupNames();
        $this->assertStringContainsString($backup, $output);
        $this->assertMatchesRegularExpression('/Database \.+ '.DB::connection()->getDriverName().', '.count($source).' tables, '.number_format(array_sum($source)).' rows/', $output);
        $this->assertMatchesRegularExpression('/Took \.+ \d+\.\d\d s/', $output);

        $this->useFreshDatabase('restored');
        $this->assertSame(0, Artisan::call('backup:restore', ['backup' => $backup]), Artisan::output());

        $this->assertSame($source, $this->rowCounts());
        $this->assertGreaterThanOrEqual(8, count(array_filter($source)), 'The source had rows in many tables.');
        $this->assertSame($titles, Video::query()->orderBy('id')->pluck('title')->all());
    }

    public function test_the_backup_lists_every_media_file_with_its_size_and_checksum_and_keeps_its_files_private(): void
    {
        $this->useFreshDatabase('source');
        PublicMedia::disk()->put('videos/abc/hls/master.m3u8', '#EXTM3U');
        PublicMedia::disk()->put('channels/avatar.webp', str_repeat('a', 1000));
        PrivateMedia::disk()->put('originals/abc', 'original bytes');
        Storage::disk(Upload::DISK)->put('uploads/partial', 'part');

        $this->assertSame(0, Artisan::call('backup:run', ['--checksums' => true]), $output = Artisan::output());

        $folder = "{$this->sandbox}/backups/{$this->backupNames()[0]}";
        $listed = collect(file("{$folder}/media.jsonl", FILE_IGNORE_NEW_LINES) ?: [])
            ->map(fn (string $line) => json_decode($line, true))
            ->mapWithKeys(fn (array $file) => ["{$file['disk']}:{$file['path']}" => [$file['size'], $file['sha256'], is_int($file['modified'])]])
            ->sortKeys()
            ->all();
        $expected = collect([
            [PublicMedia::diskName(), 'videos/abc/hls/master.m3u8', '#EXTM3U'],
            [PublicMedia::diskName(), 'channels/avatar.webp', str_repeat('a', 1000)],
            [PrivateMedia::diskName(), 'originals/abc', 'original bytes'],
            [Upload::DISK, 'uploads/partial', 'part'],
        ])->mapWithKeys(fn (array $file) => ["{$file[0]}:{$file[1]}" => [strlen($file[2]), hash('sha256', $file[2]), true]])->sortKeys()->all();
        $this->assertSame($expected, $listed);
        $this->assertMatchesRegularExpression('/Media files \.+ 4 files, 1 KB on /', $output);

        $this->assertSame(0700, fileperms($folder) & 0777);
        foreach (['backup.json', 'media.jsonl', DB::connection()->getDriverName() === 'sqlite' ? 'database.sqlite' : 'database.dump'] as $file) {
            $this->assertSame(0600, fileperms("{$folder}/{$file}") & 0777, $file);
        }
    }

    public function test_backups_kept_on_a_media_disk_are_left_out_of_its_list(): void
    {
        if (config('filesystems.disks.'.PrivateMedia::diskName().'.driver') !== 'local') {
            $this->markTestSkipped('The private media disk is not a local folder.');
        }
        $this->useFreshDatabase('source');
        PrivateMedia::disk()->put('originals/abc', 'original bytes');
        config(['backup.path' => PrivateMedia::disk()->path('backups')]);

        foreach (range(1, 2) as $run) {
            $this->assertSame(0, Artisan::call('backup:run'), $output = Artisan::output());
        }

        $this->assertMatchesRegularExpression('/Media files \.+ 1 file, 14 B on /', $output);
        $this->assertCount(2, array_filter(PrivateMedia::disk()->allFiles('backups'), fn (string $file) => str_ends_with($file, '/backup.json')));
    }

    public function test_only_the_newest_backups_are_kept_and_nothing_else_in_the_directory_is_touched(): void
    {
        $this->useFreshDatabase('source');
        config(['backup.keep' => 2]);
        mkdir("{$this->sandbox}/backups/notes", 0700, true);
        $this->freezeSecond();

        foreach (range(1, 3) as $run) {
            $this->assertSame(0, Artisan::call('backup:run'), Artisan::output());
        }
        $this->travel(1)->hour();
        $this->assertSame(0, Artisan::call('backup:run'), $output = Artisan::output());

        $first = now()->subHour()->utc()->format('Y-m-d\THis\Z');
        $this->assertSame(["{$first}-3", now()->utc()->format('Y-m-d\THis\Z')], $this->backupNames());
        $this->assertStringContainsString("Removed an older backup ... {$first}-2", preg_replace('/\.{4,}/', '...', $output));
        $this->assertDirectoryExists("{$this->sandbox}/backups/notes");
    }

    public function test_a_backup_that_fails_says_why_and_leaves_no_folder_behind(): void
    {
        $this->useFreshDatabase('source');
        if (DB::connection()->getDriverName() === 'sqlite') {
            // VACUUM cannot run inside a transaction.
            DB::beginTransaction();
            $why = 'cannot VACUUM from within a transaction';
        } else {
            config(['backup.pg_dump' => "{$this->sandbox}/pg_dump"]);
            $why = "{$this->sandbox}/pg_dump was not found";
        }

        $this->assertSame(1, Artisan::call('backup:run'));

        $output = Artisan::output();
        $this->assertStringContainsString($why, $output);
        $this->assertStringNotContainsString('#0 ', $output);
        $this->assertSame(['.', '..'], scandir("{$this->sandbox}/backups"));
    }

    public function test_backups_are_refused_where_they_cannot_be_written_or_would_be_served(): void
    {
        file_put_contents("{$this->sandbox}/file", '');

        foreach ([
            "{$this->sandbox}/file/backups" => "{$this->sandbox}/file is a file.",
            public_path('backups') => 'which the web server serves',
            config('filesystems.disks.public.root').'/backups' => 'which the web server serves',
            '' => 'No backup directory is set',
        ] as $path => $message) {
            config(['backup.path' => $path]);

            $this->assertSame(1, Artisan::call('backup:run'), $path);

            $this->assertStringContainsString($message, Artisan::output());
            $this->assertFileDoesNotExist(public_path('backups'));
        }
    }

    public function test_a_restore_refuses_a_missing_backup_a_doctored_one_and_production_without_force(): void
    {
        $this->useFreshDatabase('source');
        Artisan::call('migrate', ['--force' => true]);
        User::factory()->count(3)->create();
        $this->assertSame(0, Artisan::call('backup:run'), Artisan::output());
        [$backup] = $this->backupNames();

        $this->assertSame(1, Artisan::call('backup:restore', ['backup' => "{$this->sandbox}/nowhere"]));
        $this->assertStringContainsString("No backup at {$this->sandbox}/nowhere", Artisan::output());

        $this->app->detectEnvironment(fn () => 'production');
        User::factory()->create();
        $this->assertSame(1, Artisan::call('backup:restore', ['backup' => $backup, '--no-interaction' => true]));
        $this->assertSame(4, User::query()->count());
        $this->assertSame(0, Artisan::call('backup:restore', ['backup' => $backup, '--force' => true]), Artisan::output());
        $this->assertSame(3, User::query()->count());

        // A copy that does not match its own counts is reported, not passed off as restored.
        $summary = "{$this->sandbox}/backups/{$backup}/backup.json";
        $users = DB::connection()->getDriverName() === 'sqlite' ? 'main.users' : 'public.users';
        file_put_contents($summary, str_replace("\"{$users}\": 3", "\"{$users}\": 5", (string) file_get_contents($summary)));
        $this->assertSame(1, Artisan::call('backup:restore', ['backup' => $backup, '--force' => true]));
        $this->assertStringContainsString("differs from the backup: {$users} (5 rows in the backup, 3 now)", Artisan::output());
    }

    /**
     * Points the suite's connection at a new, empty database.
     */
    private function useFreshDatabase(string $role): void
    {
        $connection = (string) config('database.default');
        if (DB::connection()->getDriverName() === 'sqlite') {
            $database = "{$this->sandbox}/{$role}.sqlite";
            touch($database);
        } else {
            $database = "blipstream_backup_{$role}_".bin2hex(random_bytes(4));
            DB::statement("CREATE DATABASE \"{$database}\"");
            $this->databases[] = $database;
        }
        DB::purge($connection);
        config(["database.connections.{$connection}.database" => $database]);
    }

    /**
     * @return array<string, int>
     */
    private function rowCounts(): array
    {
        return collect(Schema::getTableListing())->mapWithKeys(fn (string $table) => [$table => DB::table($table)->count()])->all();
    }

    /**
     * @return list<string>
     */
    private function backupNames(): array
    {
        $names = array_values(array_filter(scandir("{$this->sandbox}/backups") ?: [], fn (string $name) => preg_match('/^\d{4}-/', $name) === 1));
        natsort($names);

        return array_values($names);
    }
}

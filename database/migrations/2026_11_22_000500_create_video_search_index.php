<?php

use App\Search\PostgresFullText;
use App\Search\SqliteFullText;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

/**
 * The full-text indexes behind search. SQLite gets FTS5 tables kept in step with videos
 * and channels by triggers, so bulk inserts and query-builder updates are indexed too;
 * PostgreSQL gets GIN expression indexes; other drivers search with LIKE and need nothing.
 */
return new class extends Migration
{
    public function up(): void
    {
        match (DB::connection()->getDriverName()) {
            'sqlite' => $this->createSqliteIndexes(),
            'pgsql' => $this->createPostgresIndexes(),
            default => null,
        };
    }

    public function down(): void
    {
        match (DB::connection()->getDriverName()) {
            'sqlite' => $this->dropSqliteIndexes(),
            'pgsql' => $this->dropPostgresIndexes(),
            default => null,
        };
    }

    private function createSqliteIndexes(): void
    {
        $table = SqliteFullText::TABLE;
        // The row each trigger indexes: the channel's name and handle ride along with the
        // video so that a search for a channel also finds its videos.
        $row = fn (string $video) => "SELECT {$video}.id, {$video}.title, channels.name || ' ' || channels.handle, "
            ."coalesce({$video}.tags, ''), coalesce({$video}.description, '') FROM channels WHERE channels.id = {$video}.channel_id";

        // unicode61 folds case and (with remove_diacritics) accents; prefix indexes make
        // the prefix queries of type-as-you-go words cheap.
        DB::statement("CREATE VIRTUAL TABLE {$table} USING fts5(title, channel, tags, description, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");

        DB::statement("INSERT INTO {$table} (rowid, title, channel, tags, description) SELECT videos.id, videos.title, "
            ."channels.name || ' ' || channels.handle, coalesce(videos.tags, ''), coalesce(videos.description, '') "
            .'FROM videos JOIN channels ON channels.id = videos.channel_id');

        DB::unprepared(<<<SQL
            CREATE TRIGGER {$table}_insert AFTER INSERT ON videos BEGIN
                INSERT INTO {$table} (rowid, title, channel, tags, description) {$row('new')};
            END;
            CREATE TRIGGER {$table}_update AFTER UPDATE OF title, description, tags, channel_id ON videos BEGIN
                DELETE FROM {$table} WHERE rowid = old.id;
                INSERT INTO {$table} (rowid, title, channel, tags, description) {$row('new')};
            END;
            CREATE TRIGGER {$table}_delete AFTER DELETE ON videos BEGIN
                DELETE FROM {$table} WHERE rowid = old.id;
            END;
            CREATE TRIGGER {$table}_channel_update AFTER UPDATE OF name, handle ON channels BEGIN
                UPDATE {$table} SET channel = new.name || ' ' || new.handle
                    WHERE rowid IN (SELECT id FROM videos WHERE channel_id = new.id);
            END;
            SQL);

        $channels = SqliteFullText::CHANNEL_TABLE;

        DB::statement("CREATE VIRTUAL TABLE {$channels} USING fts5(name, handle, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
        DB::statement("INSERT INTO {$channels} (rowid, name, handle) SELECT id, name, handle FROM channels");

        DB::unprepared(<<<SQL
            CREATE TRIGGER {$channels}_insert AFTER INSERT ON channels BEGIN
                INSERT INTO {$channels} (rowid, name, handle) VALUES (new.id, new.name, new.handle);
            END;
            CREATE TRIGGER {$channels}_update AFTER UPDATE OF name, handle ON channels BEGIN
                UPDATE {$channels} SET name = new.name, handle = new.handle WHERE rowid = new.id;
            END;
            CREATE TRIGGER {$channels}_delete AFTER DELETE ON channels BEGIN
                DELETE FROM {$channels} WHERE rowid = old.id;
            END;
            SQL);
    }

    private function dropSqliteIndexes(): void
    {
        $table = SqliteFullText::TABLE;
        $channels = SqliteFullText::CHANNEL_TABLE;

        foreach (['insert', 'update', 'delete', 'channel_update'] as $trigger) {
            DB::statement("DROP TRIGGER IF EXISTS {$table}_{$trigger}");
        }
        foreach (['insert', 'update', 'delete'] as $trigger) {
            DB::statement("DROP TRIGGER IF EXISTS {$channels}_{$trigger}");
        }
        DB::statement("DROP TABLE IF EXISTS {$table}");
        DB::statement("DROP TABLE IF EXISTS {$channels}");
    }

    private function createPostgresIndexes(): void
    {
        DB::statement("CREATE INDEX videos_search_index ON videos USING gin ((setweight(to_tsvector('simple', coalesce(title, '')), 'A') || "
            ."setweight(to_tsvector('simple', coalesce(tags::text, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'D')))");
        DB::statement('CREATE INDEX channels_search_index ON channels USING gin (('.PostgresFullText::CHANNEL_DOCUMENT.'))');
    }

    private function dropPostgresIndexes(): void
    {
        DB::statement('DROP INDEX IF EXISTS videos_search_index');
        DB::statement('DROP INDEX IF EXISTS channels_search_index');
    }
};

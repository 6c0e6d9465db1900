<?php

use App\Search\PostgresFullText;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

/**
 * PostgreSQL's search documents, stored: the GIN expression index over videos could find the
 * matches, but ranking them computed each match's document again, and a search that matched
 * on the channel name (an OR the index cannot answer) computed every video's, some seconds at
 * a hundred thousand videos. A table of its own, kept by triggers as SQLite's FTS5 table is,
 * holds each video's document with its channel's name and handle, so one index answers every
 * match and ranking reads the stored vectors. A table rather than a column of videos, which
 * every `videos.*` would carry. Other drivers need nothing.
 */
return new class extends Migration
{
    public function up(): void
    {
        if (DB::connection()->getDriverName() !== 'pgsql') {
            return;
        }

        $table = PostgresFullText::TABLE;
        $document = fn (string $video) => PostgresFullText::document($video, 'channels');

        DB::statement('DROP INDEX IF EXISTS videos_search_index');
        DB::statement("CREATE TABLE {$table} (
            video_id bigint PRIMARY KEY REFERENCES videos (id) ON DELETE CASCADE,
            document tsvector NOT NULL
        )");
        DB::statement("INSERT INTO {$table} (video_id, document)
            SELECT videos.id, {$document('videos')} FROM videos JOIN channels ON channels.id = videos.channel_id");
        DB::statement("CREATE INDEX {$table}_document_index ON {$table} USING gin (document)");

        DB::unprepared(<<<SQL
            CREATE OR REPLACE FUNCTION {$table}_of_video() RETURNS trigger LANGUAGE plpgsql AS \$\$
            BEGIN
                INSERT INTO {$table} (video_id, document)
                    SELECT new.id, {$document('new')} FROM channels WHERE channels.id = new.channel_id
                    ON CONFLICT (video_id) DO UPDATE SET document = excluded.document;
                RETURN NULL;
            END \$\$;
            DROP TRIGGER IF EXISTS {$table}_video ON videos;
            CREATE TRIGGER {$table}_video AFTER INSERT OR UPDATE OF title, tags, description, channel_id ON videos
                FOR EACH ROW EXECUTE FUNCTION {$table}_of_video();

            CREATE OR REPLACE FUNCTION {$table}_of_channel() RETURNS trigger LANGUAGE plpgsql AS \$\$
            BEGIN
                UPDATE {$table} SET document = {$document('videos')}
                    FROM videos JOIN channels ON channels.id = videos.channel_id
                    WHERE videos.channel_id = new.id AND {$table}.video_id = videos.id;
                RETURN NULL;
            END \$\$;
            DROP TRIGGER IF EXISTS {$table}_channel ON channels;
            CREATE TRIGGER {$table}_channel AFTER UPDATE OF name, handle ON channels
                FOR EACH ROW EXECUTE FUNCTION {$table}_of_channel();
            SQL);
    }

    public function down(): void
    {
        if (DB::connection()->getDriverName() !== 'pgsql') {
            return;
        }

        $table = PostgresFullText::TABLE;
        DB::unprepared(<<<SQL
            DROP TRIGGER IF EXISTS {$table}_video ON videos;
            DROP TRIGGER IF EXISTS {$table}_channel ON channels;
            DROP FUNCTION IF EXISTS {$table}_of_video();
            DROP FUNCTION IF EXISTS {$table}_of_channel();
            DROP TABLE IF EXISTS {$table};
            SQL);
        DB::statement("CREATE INDEX videos_search_index ON videos USING gin ((setweight(to_tsvector('simple', coalesce(title, '')), 'A') || "
            ."setweight(to_tsvector('simple', coalesce(tags::text, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'D')))");
    }
};

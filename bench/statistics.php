<?php

// Gathers the query planner's statistics for every index that a migration made after the
// benchmark database was analyzed (one dropped and made again with another column, say).
// SQLite plans a query on such an index as if it were unique: the Subscriptions feed then
// sorted all 100,000 videos of the demo viewer's channels (60 to 120 ms) instead of reading
// each channel's newest few (2 ms). Only tables analyzed before are looked at, so a kept
// database ends up with the statistics a freshly seeded one has.

$database = new PDO('sqlite:'.($argv[1] ?? ''), options: [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);

$analyzed = $database->query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'")->fetchColumn();
if ($analyzed === false) {
    exit(0);
}

$unanalyzed = $database->query(<<<'SQL'
    SELECT name FROM sqlite_master
    WHERE type = 'index'
      AND tbl_name IN (SELECT tbl FROM sqlite_stat1)
      AND name NOT IN (SELECT idx FROM sqlite_stat1 WHERE idx IS NOT NULL)
    SQL)->fetchAll(PDO::FETCH_COLUMN);

foreach ($unanalyzed as $index) {
    $database->exec('ANALYZE "'.str_replace('"', '""', $index).'"');
    echo "Statistics gathered for {$index}\n";
}

<?php

namespace App\Console\Commands;

use Illuminate\Console\Command;
use Illuminate\Support\Facades\DB;

/**
 * The database cache store drops an expired entry only when that key is read again, and
 * search keeps one entry per query and page: without this the table only grows. Other
 * stores (Redis, files) expire entries themselves or are cleared by their own tools.
 */
class PruneExpiredCache extends Command
{
    protected $signature = 'cache:prune-expired {store? : A database cache store (default: the default store)}';

    protected $description = 'Delete the expired entries of a database cache store';

    public function handle(): int
    {
        $name = $this->argument('store') ?? config('cache.default');
        $store = is_string($name) ? config("cache.stores.{$name}") : null;

        if (! is_array($store) || ($store['driver'] ?? null) !== 'database') {
            $this->components->info("Nothing to prune: [{$name}] is not a database cache store.");

            return self::SUCCESS;
        }

        $deleted = DB::connection($store['connection'] ?? null)
            ->table($store['table'] ?? 'cache')
            ->where('expiration', '<=', now()->getTimestamp())
            ->delete();

        $this->components->info("Deleted {$deleted} expired cache entries.");

        return self::SUCCESS;
    }
}

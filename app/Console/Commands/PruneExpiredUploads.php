<?php

namespace App\Console\Commands;

use App\Models\Upload;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Storage;

/**
 * Abandoned uploads would otherwise keep their partial files, and their share of the
 * user's storage quota, for ever.
 */
class PruneExpiredUploads extends Command
{
    protected $signature = 'uploads:prune-expired';

    protected $description = 'Delete unfinished uploads past their expiry, with their partial files';

    public function handle(): int
    {
        $abandoned = Upload::query()
            ->where('completed_at', null)
            ->where('expires_at', '<=', now())
            ->get();

        // Through the model, which deletes each partial file with its row.
        $abandoned->each(fn (Upload $upload) => $upload->delete());

        $deleted = $abandoned->count();

        $this->components->info("Deleted {$deleted} expired uploads.");

        return self::SUCCESS;
    }
}

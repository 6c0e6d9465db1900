<?php

namespace Tests\Feature\Search;

use App\Search\CatalogueSearch;
use App\Search\LikeSearch;
use Illuminate\Support\Facades\DB;

/**
 * The search page's behaviour again, answered by the LIKE fallback that databases
 * without our full-text setup use.
 */
class LikeSearchTest extends SearchPageTest
{
    protected function setUp(): void
    {
        parent::setUp();

        if (DB::connection()->getDriverName() === 'pgsql') {
            // PostgreSQL always has its text search; the fallback is for the other drivers.
            $this->markTestSkipped('The LIKE fallback is not used on PostgreSQL.');
        }

        $this->app->instance(CatalogueSearch::class, new CatalogueSearch(DB::connection(), new LikeSearch));
    }
}

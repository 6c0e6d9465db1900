<?php

namespace Tests\Feature\Search;

use App\Search\CatalogueSearch;
use App\Search\LikeSearch;
use Illuminate\Support\Facades\DB;

/**
 * The search filters and orders again, over the LIKE fallback that databases without our
 * full-text setup use.
 */
class LikeSearchFiltersTest extends SearchFiltersTest
{
    protected function setUp(): void
    {
        parent::setUp();

        if (DB::connection()->getDriverName() === 'pgsql') {
            $this->markTestSkipped('The LIKE fallback is not used on PostgreSQL.');
        }

        $this->app->instance(CatalogueSearch::class, new CatalogueSearch(DB::connection(), new LikeSearch));
    }
}

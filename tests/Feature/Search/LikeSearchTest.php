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

        $this->app->instance(CatalogueSearch::class, new CatalogueSearch(DB::connection(), new LikeSearch));
    }
}

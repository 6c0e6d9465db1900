<?php

namespace Tests\Feature\Platform;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/**
 * Ids in URLs that are not database ids find nothing. PostgreSQL answers a non-numeric or
 * out-of-range bigint with an error rather than no rows, so these must stop before a query.
 */
class RouteParametersTest extends TestCase
{
    use RefreshDatabase;

    public function test_ids_that_are_not_numbers_or_too_large_answer_not_found(): void
    {
        $user = User::factory()->create();

        foreach (['abc', '1e3', '-1', '99999999999999999999'] as $id) {
            $this->getJson("/comments/{$id}/replies")->assertNotFound();
            $this->actingAs($user)->postJson("/comments/{$id}/reaction", ['type' => 'like'])->assertNotFound();
            $this->actingAs($user)->deleteJson("/comments/{$id}/reaction")->assertNotFound();
            $this->actingAs($user)->postJson("/channels/{$id}/subscription")->assertNotFound();
            $this->actingAs($user)->patchJson("/channels/{$id}/subscription", ['notifications' => 'all'])->assertNotFound();
            $this->actingAs($user)->deleteJson("/channels/{$id}/subscription")->assertNotFound();
            $this->app['auth']->forgetGuards();
        }
    }
}

<?php

namespace Inertia\Tests;

use Inertia\Inertia;
use Inertia\Support\Header;

class OncePropTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    private int $resolved = 0;

    protected function setUp(): void
    {
        parent::setUp();

        $this->inertiaRoute('get', '/inertia-test/once', fn () => Inertia::render('Page', [
            'plans' => Inertia::once(function () {
                $this->resolved++;

                return ['basic', 'pro'];
            }),
            'messages' => Inertia::once(fn () => ['hello' => 'hola'])->as('messages.es'),
        ]));
    }

    public function test_the_first_visit_sends_the_prop_and_describes_it(): void
    {
        $response = $this->get('/inertia-test/once', $this->inertiaHeaders())
            ->assertJsonPath('props.plans', ['basic', 'pro']);

        $this->assertSame([
            'plans' => ['prop' => 'plans', 'expiresAt' => null],
            'messages.es' => ['prop' => 'messages', 'expiresAt' => null],
        ], $response->json('onceProps'));
    }

    public function test_a_client_that_holds_the_prop_gets_neither_value_nor_callback_run(): void
    {
        $this->get('/inertia-test/once', $this->inertiaHeaders([Header::EXCEPT_ONCE_PROPS => 'plans,messages.es']))
            ->assertJsonMissingPath('props.plans')
            ->assertJsonMissingPath('props.messages')
            ->assertJsonPath('onceProps.plans.prop', 'plans');

        $this->assertSame(0, $this->resolved);
    }

    public function test_a_changed_key_is_sent_again(): void
    {
        $this->get('/inertia-test/once', $this->inertiaHeaders([Header::EXCEPT_ONCE_PROPS => 'messages.ja']))
            ->assertJsonPath('props.messages', ['hello' => 'hola']);
    }

    public function test_a_partial_reload_asking_for_it_by_name_gets_it(): void
    {
        $this->get('/inertia-test/once', $this->partialHeaders('Page', [
            Header::EXCEPT_ONCE_PROPS => 'plans',
            Header::PARTIAL_ONLY => 'plans',
        ]))->assertJsonPath('props.plans', ['basic', 'pro']);
    }

    public function test_fresh_and_until_override_what_the_client_holds(): void
    {
        $this->inertiaRoute('get', '/inertia-test/fresh', fn () => Inertia::render('Page', [
            'plans' => Inertia::once(fn () => ['pro'])->fresh()->until(60),
        ]));

        $response = $this->get('/inertia-test/fresh', $this->inertiaHeaders([Header::EXCEPT_ONCE_PROPS => 'plans']))
            ->assertJsonPath('props.plans', ['pro']);

        $expiresAt = $response->json('onceProps.plans.expiresAt');
        $this->assertEqualsWithDelta((time() + 60) * 1000, $expiresAt, 2000);
    }
}

<?php

namespace Tests\Feature\Platform;

use Carbon\Carbon;
use Carbon\CarbonImmutable;
use Carbon\FactoryImmutable;
use Illuminate\Support\Facades\Date;
use Symfony\Component\Clock\ClockInterface;
use Symfony\Component\Clock\NativeClock;
use Tests\TestCase;

class ClockTest extends TestCase
{
    public function test_travel_to_fixes_now_for_the_app(): void
    {
        $this->travelTo(Carbon::parse('2026-03-14 15:09:26', 'UTC'));

        $this->assertSame('2026-03-14 15:09:26', now()->toDateTimeString());
        $this->assertSame('2026-03-14 15:09:26', Date::now()->toDateTimeString());

        $this->travel(5)->minutes();

        $this->assertSame('2026-03-14 15:14:26', now()->toDateTimeString());
    }

    public function test_set_test_now_fixes_carbon_and_carbon_immutable(): void
    {
        Carbon::setTestNow('2026-01-01 00:00:00');

        $this->assertSame('2026-01-01 00:00:00', Carbon::now()->toDateTimeString());
        $this->assertSame('2026-01-01 00:00:00', CarbonImmutable::now()->toDateTimeString());

        Carbon::setTestNow();
        $this->assertNotSame('2026-01-01 00:00:00', Carbon::now()->toDateTimeString());
    }

    public function test_carbon_sleep_advances_a_frozen_clock_instead_of_waiting(): void
    {
        Carbon::setTestNow('2026-01-01 00:00:00');

        $start = hrtime(true);
        Carbon::sleep(90);

        $this->assertSame('2026-01-01 00:01:30', Carbon::now()->toDateTimeString());
        $this->assertLessThan(1_000_000_000, hrtime(true) - $start);
    }

    public function test_carbon_sleep_waits_on_the_native_clock_when_time_runs(): void
    {
        Carbon::setTestNow();

        $start = hrtime(true);
        Carbon::sleep(0.05);

        $this->assertGreaterThanOrEqual(50_000_000, hrtime(true) - $start);
    }

    public function test_carbons_factory_is_a_clock_that_honours_the_test_time(): void
    {
        $this->travelTo(CarbonImmutable::parse('2026-06-01 12:00:00', 'UTC'));
        $factory = new FactoryImmutable;

        $this->assertInstanceOf(ClockInterface::class, $factory);
        $this->assertSame('2026-06-01 12:00:00', $factory->now()->toDateTimeString());
    }

    public function test_a_native_clock_reads_real_time_in_its_own_zone(): void
    {
        $clock = new NativeClock('Asia/Tokyo');
        $before = time();
        $now = $clock->now();

        $this->assertSame('Asia/Tokyo', $now->getTimezone()->getName());
        $this->assertGreaterThanOrEqual($before, $now->getTimestamp());
        $this->assertLessThanOrEqual(time(), $now->getTimestamp());
        $this->assertSame('UTC', $clock->withTimeZone('UTC')->now()->getTimezone()->getName());
    }
}

<?php

namespace Symfony\Component\Clock\Tests;

use PHPUnit\Framework\TestCase;
use Psr\Clock\ClockInterface as PsrClockInterface;
use Symfony\Component\Clock\ClockInterface;
use Symfony\Component\Clock\NativeClock;

class NativeClockTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    private string $defaultTimeZone;

    protected function setUp(): void
    {
        $this->defaultTimeZone = date_default_timezone_get();
    }

    protected function tearDown(): void
    {
        date_default_timezone_set($this->defaultTimeZone);
    }

    public function test_it_is_a_psr_clock(): void
    {
        $clock = new NativeClock;

        $this->assertInstanceOf(ClockInterface::class, $clock);
        $this->assertInstanceOf(PsrClockInterface::class, $clock);
    }

    public function test_now_reads_the_system_time(): void
    {
        $before = new \DateTimeImmutable;
        $now = (new NativeClock)->now();
        $after = new \DateTimeImmutable;

        $this->assertGreaterThanOrEqual($before, $now);
        $this->assertLessThanOrEqual($after, $now);
    }

    public function test_without_a_time_zone_it_keeps_the_default_from_when_it_was_built(): void
    {
        date_default_timezone_set('Asia/Tokyo');
        $clock = new NativeClock;
        date_default_timezone_set('America/Lima');

        $this->assertSame('Asia/Tokyo', $clock->now()->getTimezone()->getName());
    }

    public function test_it_accepts_a_time_zone_name_or_object(): void
    {
        $this->assertSame('Europe/Paris', (new NativeClock('Europe/Paris'))->now()->getTimezone()->getName());
        $this->assertSame('UTC', (new NativeClock(new \DateTimeZone('UTC')))->now()->getTimezone()->getName());
    }

    public function test_an_unknown_time_zone_is_refused(): void
    {
        $this->expectException(\DateInvalidTimeZoneException::class);

        new NativeClock('Mars/Olympus_Mons');
    }

    public function test_with_time_zone_returns_a_new_clock_and_leaves_the_original_alone(): void
    {
        $utc = new NativeClock('UTC');
        $lisbon = $utc->withTimeZone('Europe/Lisbon');
        $auckland = $utc->withTimeZone(new \DateTimeZone('Pacific/Auckland'));

        $this->assertNotSame($utc, $lisbon);
        $this->assertSame('UTC', $utc->now()->getTimezone()->getName());
        $this->assertSame('Europe/Lisbon', $lisbon->now()->getTimezone()->getName());
        $this->assertSame('Pacific/Auckland', $auckland->now()->getTimezone()->getName());
    }

    public function test_with_time_zone_refuses_an_unknown_name(): void
    {
        $this->expectException(\DateInvalidTimeZoneException::class);

        (new NativeClock)->withTimeZone('Nowhere/Special');
    }

    public function test_sleep_waits_for_a_fraction_of_a_second(): void
    {
        $start = hrtime(true);
        (new NativeClock)->sleep(0.05);

        $this->assertGreaterThanOrEqual(50_000_000, hrtime(true) - $start);
    }

    public function test_sleep_waits_for_whole_seconds_plus_the_fraction(): void
    {
        $start = hrtime(true);
        (new NativeClock)->sleep(1.02);

        $this->assertGreaterThanOrEqual(1_020_000_000, hrtime(true) - $start);
    }

    public function test_sleeping_zero_or_less_returns_at_once(): void
    {
        $start = hrtime(true);
        (new NativeClock)->sleep(0);
        (new NativeClock)->sleep(-3);

        $this->assertLessThan(10_000_000, hrtime(true) - $start);
    }
}

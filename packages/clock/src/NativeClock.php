<?php

namespace Symfony\Component\Clock;

/**
 * A clock that reads the system time in a fixed time zone.
 */
final class NativeClock implements ClockInterface
{
    private \DateTimeZone $timezone;

    public function __construct(\DateTimeZone|string|null $timezone = null)
    {
        $this->timezone = self::toTimeZone($timezone ?? date_default_timezone_get());
    }

    public function now(): \DateTimeImmutable
    {
        return new \DateTimeImmutable('now', $this->timezone);
    }

    public function sleep(float|int $seconds): void
    {
        if (0 < $whole = (int) $seconds) {
            sleep($whole);
        }

        if (0 < $micro = $seconds - $whole) {
            usleep((int) ($micro * 1e6));
        }
    }

    public function withTimeZone(\DateTimeZone|string $timezone): static
    {
        $clone = clone $this;
        $clone->timezone = self::toTimeZone($timezone);

        return $clone;
    }

    /**
     * @throws \DateInvalidTimeZoneException when the name is not a known time zone
     */
    private static function toTimeZone(\DateTimeZone|string $timezone): \DateTimeZone
    {
        if ($timezone instanceof \DateTimeZone) {
            return $timezone;
        }

        // PHP 8.3 throws this type itself; before that a bare \Exception comes out, so callers
        // written against the real clock would miss it without the wrap.
        try {
            return new \DateTimeZone($timezone);
        } catch (\Exception $e) {
            throw new \DateInvalidTimeZoneException($e->getMessage(), (int) $e->getCode(), $e);
        }
    }
}

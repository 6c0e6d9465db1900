<?php

namespace App\Uploads\Tus;

use Illuminate\Http\Request;

/**
 * Reads tus request headers strictly: anything malformed is the client's mistake (400),
 * never a number quietly misread.
 */
final class TusHeaders
{
    /**
     * A byte count or offset: null when the header is absent.
     *
     * @throws TusException when it is not a non-negative integer that fits in 64 bits
     */
    public static function integer(Request $request, string $name): ?int
    {
        $value = $request->headers->get($name);

        if ($value === null) {
            return null;
        }

        // ctype_digit refuses signs, spaces and decimals; filter_var refuses leading zeros
        // and anything past PHP_INT_MAX.
        $number = ctype_digit($value) ? filter_var($value, FILTER_VALIDATE_INT) : false;

        if ($number === false) {
            throw TusException::badRequest("{$name} must be a whole number of bytes.");
        }

        return $number;
    }

    public static function carriesBytes(Request $request): bool
    {
        $mediaType = explode(';', (string) $request->headers->get('Content-Type'))[0];

        return strtolower(trim($mediaType)) === Tus::OFFSET_STREAM;
    }
}

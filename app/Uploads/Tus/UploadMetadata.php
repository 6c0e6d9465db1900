<?php

namespace App\Uploads\Tus;

/**
 * The Upload-Metadata header: comma-separated pairs of a key and a base64 value (a key
 * alone stands for an empty value).
 */
final class UploadMetadata
{
    /** Room for a long file name and type, not for a payload smuggled into the row. */
    private const MAX_HEADER_LENGTH = 4096;

    /**
     * @return array<string, string>
     *
     * @throws TusException when the header does not follow the format
     */
    public static function parse(?string $header): array
    {
        if ($header === null || trim($header) === '') {
            return [];
        }

        if (strlen($header) > self::MAX_HEADER_LENGTH) {
            throw TusException::badRequest('Upload-Metadata is too long.');
        }

        $metadata = [];

        foreach (explode(',', $header) as $pair) {
            $parts = explode(' ', trim($pair));
            $key = $parts[0];
            // Strict decoding refuses characters outside the base64 alphabet. Values are kept
            // as text (JSON column, echoed on HEAD), so they must be UTF-8.
            $value = base64_decode($parts[1] ?? '', true);

            if (count($parts) > 2
                || preg_match('/^[\x21-\x7E]+$/', $key) !== 1
                || array_key_exists($key, $metadata)
                || $value === false
                || ! mb_check_encoding($value, 'UTF-8')) {
                throw TusException::badRequest('Upload-Metadata is malformed.');
            }

            $metadata[$key] = $value;
        }

        return $metadata;
    }

    /**
     * @param  array<string, string>  $metadata
     */
    public static function format(array $metadata): string
    {
        return collect($metadata)
            ->map(fn (string $value, string|int $key) => $value === '' ? (string) $key : $key.' '.base64_encode($value))
            ->implode(',');
    }
}

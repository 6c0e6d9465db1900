<?php

namespace App\Http\Middleware;

use Illuminate\Foundation\Http\Middleware\TransformsRequest;

/**
 * Replaces byte sequences that are not UTF-8 in the query and form input, so text a visitor
 * typed or pasted into a URL can always be echoed back in a JSON page: json_encode refuses
 * invalid UTF-8, which would otherwise end the request in a 500.
 */
class ScrubInvalidUtf8 extends TransformsRequest
{
    protected function transform($key, $value)
    {
        return is_string($value) ? mb_scrub($value, 'UTF-8') : $value;
    }
}

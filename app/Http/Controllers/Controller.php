<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

abstract class Controller
{
    /**
     * A query-string value as text: '' when it is missing or was sent as a list (`?q[]=x`),
     * which anyone can type into the address bar.
     */
    protected function queryText(Request $request, string $key): string
    {
        $value = $request->query($key);

        return is_string($value) ? $value : '';
    }
}

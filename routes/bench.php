<?php

use Illuminate\Support\Facades\Route;

// The benchmark's yardstick: a route in the web group that does no work of its own.
Route::get('bench/bare', fn () => response()->json(['ok' => true]));

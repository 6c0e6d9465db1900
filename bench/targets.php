<?php

// Prints the pages the benchmark loads, one "name<TAB>path" line each, picked from the
// benchmark database so that every path answers 200.

use Illuminate\Contracts\Console\Kernel;

require __DIR__.'/../vendor/autoload.php';

$app = require __DIR__.'/../bootstrap/app.php';
$app->make(Kernel::class)->bootstrap();

$targets = [
    'home' => '/',
];

foreach ($targets as $name => $path) {
    echo $name, "\t", $path, "\n";
}

<?php

// Prints how many database queries each benchmark page makes, one "name<TAB>count" line each,
// for the targets read from standard input as bench/run.sh lists them (bench/targets.php:
// name, path, the email of the account it is read as, the component and props of a deferred
// props request). Each page is requested once through the HTTP kernel of an app
// of its own, signed in as its account; a rotating target is counted on its first path. On a
// cleared cache, the counts are a first visit's, with nothing cached to save a query. The
// argument is the app's address, whose host the app checks.

use App\Http\Middleware\HandleInertiaRequests;
use App\Models\User;
use Illuminate\Contracts\Http\Kernel;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

require __DIR__.'/../vendor/autoload.php';

$counts = [];
$lines = file('php://stdin', FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) ?: [];
foreach ($lines as $line) {
    [$name, $path, $email, $partial] = array_pad(explode("\t", $line), 4, '');
    if (str_starts_with($path, '@')) {
        $path = strtok((string) file_get_contents(substr($path, 1)), "\n");
    }

    $headers = ['HTTP_X_INERTIA' => 'true'];
    if ($partial !== '') {
        [$headers['HTTP_X_INERTIA_PARTIAL_COMPONENT'], $headers['HTTP_X_INERTIA_PARTIAL_DATA']] = explode(' ', $partial, 2);
    }
    $request = Request::create($argv[1].$path, 'GET', server: $headers);

    $app = require __DIR__.'/../bootstrap/app.php';
    // Bound before the app boots, as the kernel's handle() does, for the providers that read it.
    $app->instance('request', $request);
    $kernel = $app->make(Kernel::class);
    $kernel->bootstrap();
    $request->headers->set('X-Inertia-Version', (string) $app->make(HandleInertiaRequests::class)->version($request));
    if ($email !== '' && $email !== '-') {
        // As a test's actingAs does: the session's user lookup is left out of the count.
        $app['auth']->guard('web')->setUser(User::query()->where('email', $email)->firstOrFail());
    }

    $queries = 0;
    DB::listen(function () use (&$queries) {
        $queries++;
    });
    $response = $kernel->handle($request);
    if ($response->getStatusCode() !== 200) {
        fwrite(STDERR, "{$name}: {$path} answered {$response->getStatusCode()}\n");
        exit(1);
    }
    $kernel->terminate($request, $response);
    // Printed at the end: output before a response would stop the app from setting headers.
    $counts[] = "{$name}\t{$queries}\n";
}
echo implode('', $counts);

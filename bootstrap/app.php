<?php

use App\Http\Middleware\HandleInertiaRequests;
use App\Http\Middleware\IgnoreForeignReferer;
use App\Http\Middleware\ScrubInvalidUtf8;
use App\Http\Middleware\SecurityHeaders;
use App\Http\Middleware\SetLocale;
use App\Http\Middleware\StartSession;
use App\Http\Middleware\TrustConfiguredHosts;
use App\Uploads\Tus\TusResumable;
use Illuminate\Contracts\Auth\Middleware\AuthenticatesRequests;
use Illuminate\Foundation\Application;
use Illuminate\Foundation\Configuration\Exceptions;
use Illuminate\Foundation\Configuration\Middleware;
use Illuminate\Http\Request;
use Illuminate\Session\Middleware\StartSession as LaravelStartSession;
use Illuminate\Support\Facades\Route;
use Inertia\Inertia;
use Symfony\Component\HttpFoundation\Response;

return Application::configure(basePath: dirname(__DIR__))
    ->withRouting(
        web: __DIR__.'/../routes/web.php',
        commands: __DIR__.'/../routes/console.php',
        health: '/up',
        then: function (Application $app): void {
            if ($app->environment('bench')) {
                Route::middleware('web')->group(base_path('routes/bench.php'));
            }
        },
    )
    ->withMiddleware(function (Middleware $middleware): void {
        $middleware->redirectUsersTo('/');

        $middleware->prepend(TrustConfiguredHosts::class);
        // Outermost, so every response gets the headers: refused hosts, error pages, redirects.
        $middleware->prepend(SecurityHeaders::class);

        // A guest's language is chosen in Settings › Appearance and written by the browser
        // (resources/js/lib/guestSettings.ts); SetLocale takes only a known language from it.
        $middleware->encryptCookies(except: [SetLocale::COOKIE]);

        $middleware->web(replace: [LaravelStartSession::class => StartSession::class], append: [
            ScrubInvalidUtf8::class,
            IgnoreForeignReferer::class,
            SetLocale::class,
            HandleInertiaRequests::class,
        ]);

        // Ahead of sign-in, so a guest's 401 or redirect still names the tus version a client expects.
        $middleware->prependToPriorityList(AuthenticatesRequests::class, TusResumable::class);

        // Ahead of sign-in, route bindings and `can:` too, so that their 403 and 404 pages
        // get the language and the frame's shared props (the header, its search, the sidebar).
        foreach ([ScrubInvalidUtf8::class, IgnoreForeignReferer::class, SetLocale::class, HandleInertiaRequests::class] as $shared) {
            $middleware->prependToPriorityList(AuthenticatesRequests::class, $shared);
        }
    })
    ->withExceptions(function (Exceptions $exceptions): void {
        // Errors a visitor can meet get a styled page of the app; with APP_DEBUG on, server
        // errors keep Laravel's debug page, and JSON clients keep JSON. 403 and 404 come with
        // the shared props (an unknown address reaches the web middleware through the fallback
        // route); 500 and 503 may come before them, so the page names the app itself.
        $exceptions->respond(function (Response $response, Throwable $exception, Request $request) {
            $status = $response->getStatusCode();
            $styled = in_array($status, [403, 404], true)
                || (in_array($status, [500, 503], true) && ! config('app.debug'));

            if (! $styled || ($request->expectsJson() && ! $request->header('X-Inertia'))) {
                return $response;
            }

            return Inertia::render('Error', ['status' => $status, 'name' => config('app.name')])
                ->toResponse($request)
                ->setStatusCode($status);
        });
    })->create();

<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use Illuminate\Routing\Router;
use Symfony\Component\HttpKernel\Exception\MethodNotAllowedHttpException;
use Symfony\Component\HttpKernel\Exception\NotFoundHttpException;

/**
 * The fallback route's answer, from inside the web middleware so that the 404 page has the
 * visitor's session, language and the frame. It takes every method, so an address that a
 * route answers with other methods keeps the 405 Laravel would give it.
 */
class UnknownAddressController extends Controller
{
    public function __invoke(Request $request, Router $router): never
    {
        $allowed = collect($router->getRoutes()->getRoutes())
            ->reject(fn (Route $route) => $route->isFallback || ! $route->matches($request, false))
            ->flatMap(fn (Route $route) => $route->methods())
            ->unique()
            ->values();

        if ($allowed->isNotEmpty()) {
            throw new MethodNotAllowedHttpException($allowed->all());
        }

        throw new NotFoundHttpException;
    }
}

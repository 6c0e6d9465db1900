<?php

use Inertia\Inertia;
use Inertia\ProvidesInertiaProperties;
use Inertia\Response;
use Inertia\ResponseFactory;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;

if (! function_exists('inertia')) {
    /**
     * The Inertia response factory, or a rendered page when a component is given.
     *
     * @param  array<array-key, mixed>|\Illuminate\Contracts\Support\Arrayable<array-key, mixed>|ProvidesInertiaProperties  $props
     */
    function inertia(?string $component = null, $props = []): ResponseFactory|Response
    {
        /** @var ResponseFactory $factory */
        $factory = Inertia::getFacadeRoot();

        return $component !== null ? $factory->render($component, $props) : $factory;
    }
}

if (! function_exists('inertia_location')) {
    /**
     * A full-page visit to the given URL.
     */
    function inertia_location(string $url): SymfonyResponse
    {
        return Inertia::location($url);
    }
}

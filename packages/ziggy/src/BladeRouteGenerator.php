<?php

namespace Tighten\Ziggy;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Vite;
use WeakMap;

/**
 * Renders the `@routes` directive: a script defining the global `Ziggy` config that
 * ziggy-js's route() reads. The route() function itself comes from the ziggy-js bundle.
 */
class BladeRouteGenerator
{
    /**
     * Requests whose page already declared `Ziggy`; a later `@routes` there only adds routes.
     * Keyed by request so a long-lived process (tests, workers) starts every request afresh.
     *
     * @var WeakMap<Request, true>|null
     */
    private static ?WeakMap $generated = null;

    /**
     * @param  string|array<int, string>|null  $group
     */
    public function generate(string|array|null $group = null, ?string $nonce = null): string
    {
        $ziggy = new Ziggy($group);
        $nonce ??= Vite::cspNonce();
        $nonceAttribute = $nonce ? ' nonce="'.e($nonce).'"' : '';

        $request = app('request');
        self::$generated ??= new WeakMap;

        if (isset(self::$generated[$request])) {
            return $this->mergeScript($ziggy, $nonceAttribute);
        }

        self::$generated[$request] = true;

        return "<script type=\"text/javascript\"{$nonceAttribute}>const Ziggy={$ziggy->toJson(self::JSON_FLAGS)};</script>";
    }

    private function mergeScript(Ziggy $ziggy, string $nonceAttribute): string
    {
        $routes = json_encode((object) $ziggy->toArray()['routes'], self::JSON_FLAGS | JSON_THROW_ON_ERROR);

        return "<script type=\"text/javascript\"{$nonceAttribute}>Object.assign(Ziggy.routes,{$routes});</script>";
    }

    /**
     * Hex-escaping <, >, & and quotes keeps a route pattern from closing the script element.
     */
    private const JSON_FLAGS = JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT;
}

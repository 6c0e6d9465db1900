<!DOCTYPE html>
<html lang="{{ str_replace('_', '-', app()->getLocale()) }}">
    <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="csrf-token" content="{{ csrf_token() }}">

        {{-- Runs before the stylesheet so the Appearance settings hold from the first paint: a dark
             theme never flashes white, a larger font never jumps. An account's come with the page;
             a signed-out visitor's are in local storage (resources/js/lib/guestSettings.ts).
             resources/js/lib/appearance.ts applies the same afterwards; keep the two in step. --}}
        @php($accountAppearance = ($page['props']['auth']['user'] ?? null) === null ? null : ($page['props']['settings']['appearance'] ?? null))
        <script nonce="{{ Vite::cspNonce() }}">
            (function (account) {
                var appearance = account || {};
                if (!account) {
                    try {
                        var stored = JSON.parse(localStorage.getItem('settings') || '{}');
                        appearance = (stored && stored.appearance) || {};
                    } catch (e) {}
                    try {
                        appearance.theme = localStorage.getItem('theme') || appearance.theme;
                    } catch (e) {}
                }
                var root = document.documentElement;
                var theme = appearance.theme;
                var dark = theme === 'dark'
                    || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
                root.classList.toggle('dark', dark);
                root.classList.toggle('reduce-motion', appearance.reduced_motion === true);
                root.classList.toggle('compact', appearance.compact_mode === true);
                if (typeof appearance.font_size === 'string') {
                    root.setAttribute('data-font-size', appearance.font_size);
                }
            })(@json($accountAppearance));
        </script>

        <title data-inertia>{{ config('app.name', 'Blipstream') }}</title>
        {{-- resources/js/lib/head.ts writes the same element on later visits. --}}
        @isset($page['props']['metaDescription'])
            <meta name="description" content="{{ $page['props']['metaDescription'] }}" data-inertia="description">
        @endisset

        @routes(null, \Illuminate\Support\Facades\Vite::cspNonce())
        @viteReactRefresh
        @vite(['resources/js/app.tsx', "resources/js/Pages/{$page['component']}.tsx"])
        {{-- After the scripts, which render it, so that it does not hold them up. --}}
        @if ($largestPaintImage = \App\Support\LargestPaintImage::of($page))
            <link rel="preload" as="image" href="{{ $largestPaintImage }}" fetchpriority="high">
        @endif
        @inertiaHead
    </head>
    <body class="font-sans">
        @inertia
    </body>
</html>

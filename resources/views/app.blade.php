<!DOCTYPE html>
<html lang="{{ str_replace('_', '-', app()->getLocale()) }}">
    <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="csrf-token" content="{{ csrf_token() }}">

        {{-- Runs before the stylesheet so a dark preference never flashes white. --}}
        <script nonce="{{ Vite::cspNonce() }}">
            (function () {
                try {
                    var stored = localStorage.getItem('theme');
                    var dark = stored === 'dark'
                        || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
                    document.documentElement.classList.toggle('dark', dark);
                } catch (e) {}
            })();
        </script>

        <title data-inertia>{{ config('app.name', 'Blipstream') }}</title>

        @routes
        @viteReactRefresh
        @vite(['resources/js/app.tsx', "resources/js/Pages/{$page['component']}.tsx"])
        @inertiaHead
    </head>
    <body class="font-sans">
        @inertia
    </body>
</html>

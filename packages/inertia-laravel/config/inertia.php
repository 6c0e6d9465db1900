<?php

return [

    /*
     * Encrypt the browser history state of every page (the
     * "inertia.encrypt" middleware does it per route).
     */
    'history' => [
        'encrypt' => (bool) env('INERTIA_ENCRYPT_HISTORY', false),
    ],

    /*
     * List the top-level keys of shared props in the page's sharedProps, so
     * the client can carry them over on client-side visits.
     */
    'expose_shared_prop_keys' => true,

    /*
     * With ensure_pages_exist on, assertInertia()->component() also checks
     * that the page component's file exists.
     */
    'testing' => [
        'ensure_pages_exist' => false,

        'page_paths' => [
            resource_path('js/Pages'),
        ],

        'page_extensions' => [
            'js',
            'jsx',
            'svelte',
            'ts',
            'tsx',
            'vue',
        ],
    ],

];

<?php

// Read by the fallback under packages/inertia-laravel and by the real package alike, so
// both find the pages under resources/js/Pages (the real package looks in js/pages).
return [
    'pages' => [
        'ensure_pages_exist' => false,
        'paths' => [resource_path('js/Pages')],
        'extensions' => ['tsx', 'ts'],
    ],

    'testing' => [
        'ensure_pages_exist' => false,
        'page_paths' => [resource_path('js/Pages')],
        'page_extensions' => ['tsx', 'ts'],
    ],

    'history' => [
        'encrypt' => (bool) env('INERTIA_ENCRYPT_HISTORY', false),
    ],
];

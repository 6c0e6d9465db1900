<?php

return [
    'name' => env('APP_NAME', 'Blipstream'),

    // Host names besides APP_URL's that may serve the app (comma separated), e.g. a second
    // domain behind the same proxy. Links always point at APP_URL.
    'trusted_hosts' => array_values(array_filter(array_map('trim', explode(',', (string) env('APP_TRUSTED_HOSTS', ''))))),
];

<?php

return [
    // Session and XSRF cookies travel only over HTTPS when the app is served over it.
    'secure' => env('SESSION_SECURE_COOKIE', str_starts_with((string) env('APP_URL'), 'https://')),
];

<?php

return [
    'name' => env('APP_NAME', 'Blipstream'),
];

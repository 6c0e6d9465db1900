<?php

return [
    App\Providers\AppServiceProvider::class,
    App\Providers\CatalogueServiceProvider::class,
    App\Providers\LocalizationServiceProvider::class,
    App\Providers\RateLimitServiceProvider::class,
];

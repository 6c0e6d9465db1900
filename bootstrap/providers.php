<?php

return [
    App\Providers\AppServiceProvider::class,
    App\Providers\CatalogueServiceProvider::class,
];

<?php

namespace Tighten\Ziggy;

use Illuminate\Support\ServiceProvider;

class ZiggyServiceProvider extends ServiceProvider
{
}

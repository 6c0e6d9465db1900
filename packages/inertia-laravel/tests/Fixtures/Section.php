<?php

namespace Inertia\Tests\Fixtures;

enum Section: string
{
    case Studio = 'Studio/Dashboard';
}

<?php

namespace Tighten\Ziggy\Tests\Fixtures;

use Illuminate\Database\Eloquent\Model;

class Video extends Model
{
    public function getRouteKeyName(): string
    {
        return 'public_id';
    }
}

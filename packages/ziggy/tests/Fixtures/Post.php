<?php

namespace Tighten\Ziggy\Tests\Fixtures;

use Illuminate\Database\Eloquent\Model;

class Post extends Model
{
}

<?php

namespace Tighten\Ziggy\Tests\Fixtures;

class BindingController
{
    public function show(Post $post, Video $video, string $tab): string
    {
        return "{$post->getKey()} {$video->getKey()} {$tab}";
    }
}

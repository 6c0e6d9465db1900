<?php

namespace App\Providers;

use App\Models\Comment;
use App\Models\CommunityPost;
use App\Models\User;
use App\Models\Video;
use Illuminate\Database\Eloquent\Relations\Relation;
use Illuminate\Support\ServiceProvider;

class CatalogueServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        // Short, stable names in the reactable/commentable/notifiable columns instead of class
        // names, so renaming a class never orphans rows.
        Relation::morphMap([
            'video' => Video::class,
            'comment' => Comment::class,
            'post' => CommunityPost::class,
            'user' => User::class,
        ]);
    }
}

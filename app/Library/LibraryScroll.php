<?php

namespace App\Library;

use App\Http\Resources\VideoCardResource;
use Closure;
use Illuminate\Contracts\Pagination\CursorPaginator;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Http\Resources\Json\JsonResource;
use Inertia\Inertia;
use Inertia\ScrollMetadata;
use Inertia\ScrollProp;

/**
 * The infinite-scroll prop of a library list: one keyset page resolved straight to arrays
 * (not through a resource collection's JSON response, which encodes and decodes the page
 * and builds links nobody reads), with the paginator's scroll metadata.
 */
final class LibraryScroll
{
    /**
     * @param  Closure(): CursorPaginator<int, Model>  $page  run once, when the prop is sent
     * @param  class-string<JsonResource>  $resource
     */
    public static function of(Closure $page, string $resource = VideoCardResource::class): ScrollProp
    {
        $paginator = null;
        $resolve = function () use (&$paginator, $page): CursorPaginator {
            return $paginator ??= $page();
        };

        return Inertia::scroll(
            fn () => ['data' => $resource::collection($resolve()->items())->resolve()],
            'data',
            fn () => ScrollMetadata::fromPaginator($resolve()),
        );
    }
}

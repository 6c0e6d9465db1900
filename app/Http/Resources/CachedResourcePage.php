<?php

namespace App\Http\Resources;

use Closure;
use Illuminate\Contracts\Pagination\Paginator as PaginatorContract;
use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Pagination\Paginator;
use Illuminate\Support\Facades\Cache;

/**
 * One page of a list as its resources resolve it, kept in the cache. It comes back as a
 * simple paginator of plain arrays, so Inertia's infinite scroll reads the same page numbers
 * as from the uncached page, and a hit reads no rows at all.
 */
final class CachedResourcePage
{
    /**
     * @param  string  $key  identifies the list and everything its content depends on; the page number is added
     * @param  Closure(): PaginatorContract<int, mixed>  $page  builds the current page on a miss
     * @param  class-string<JsonResource>  $resource
     * @return Paginator<int, mixed>
     */
    public static function remember(string $key, int $ttl, Closure $page, string $resource, string $pageName = 'page'): Paginator
    {
        $current = Paginator::resolveCurrentPage($pageName);

        [$items, $perPage, $hasMore] = Cache::remember("{$key}:page:{$current}", $ttl, function () use ($page, $resource) {
            $built = $page();

            return [$resource::collection($built->items())->resolve(), $built->perPage(), $built->hasMorePages()];
        });

        $options = ['path' => Paginator::resolveCurrentPath(), 'pageName' => $pageName];

        return (new Paginator($items, $perPage, $current, $options))->hasMorePagesWhen($hasMore);
    }
}

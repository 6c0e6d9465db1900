<?php

namespace App\Reports;

use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Model;

/**
 * A paged list of report rows as a page prop, and the page number asked for. Anyone can type
 * any `?page=`: what is not a page number shows the first page, and a page past the last
 * shows the last, so deciding on the last row of a page never leaves an empty one behind.
 */
final class ListPage
{
    /** Pages this far out hold nothing; beyond it is page 1, before the offset overflows. */
    public const MAX_PAGE = 100_000;

    public static function number(mixed $page): int
    {
        $number = is_string($page) ? filter_var($page, FILTER_VALIDATE_INT) : false;

        return is_int($number) && $number >= 1 && $number <= self::MAX_PAGE ? $number : 1;
    }

    /**
     * @template TModel of Model
     *
     * @param  callable(int): LengthAwarePaginator<int, TModel>  $paginate
     * @param  callable(list<TModel>): list<array<string, mixed>>  $rows
     * @return array{data: list<array<string, mixed>>, meta: array{current_page: int, last_page: int, total: int}}
     */
    public static function of(int $page, callable $paginate, callable $rows): array
    {
        $paginator = $paginate($page);
        if ($paginator->currentPage() > $paginator->lastPage()) {
            $paginator = $paginate($paginator->lastPage());
        }

        return [
            'data' => $rows(array_values($paginator->items())),
            'meta' => [
                'current_page' => $paginator->currentPage(),
                'last_page' => $paginator->lastPage(),
                'total' => $paginator->total(),
            ],
        ];
    }
}

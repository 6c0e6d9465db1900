<?php

namespace App\Library;

use Illuminate\Contracts\Pagination\CursorPaginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Http\Request;
use Illuminate\Pagination\Cursor;
use Illuminate\Pagination\CursorPaginator as LaravelCursorPaginator;
use Illuminate\Pagination\Paginator;

/**
 * The `?cursor=` of a keyset-paged library list, accepted only when it carries exactly the
 * columns the list orders by, each of the expected type. Anything else (a cursor of another
 * list, an array, hand-made JSON) starts at the first page: a raw value would reach the SQL
 * comparison, where PostgreSQL answers a string compared with a timestamp with an error.
 */
final class LibraryCursor
{
    public const NAME = 'cursor';

    private const DATETIME = '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/';

    /**
     * One page of the query, which must already be ordered by exactly the $columns.
     *
     * @template TModel of Model
     *
     * @param  Builder<TModel>  $query
     * @param  array<string, 'datetime'|'int'|'string'>  $columns  the order columns and their types
     * @return CursorPaginator<int, TModel>
     */
    public static function paginate(Builder $query, int $perPage, Request $request, array $columns): CursorPaginator
    {
        // An empty string, not null: given null, Laravel would read the raw `?cursor=` itself.
        return $query->cursorPaginate($perPage, ['*'], self::NAME, self::from($request, $columns) ?? '');
    }

    /**
     * One page of a query ordered by an expression (say, a name in lower case) then by id, both
     * ascending, which Laravel's cursor pagination cannot compare by. The query must select the
     * expression under the first of $columns' names. Only forward pages exist.
     *
     * @template TModel of Model
     *
     * @param  Builder<TModel>  $query
     * @param  array<string, 'datetime'|'int'|'string'>  $columns  the selected sort value's name and the id's, with their types
     * @return CursorPaginator<int, TModel>
     */
    public static function paginateAfter(Builder $query, string $expression, string $idColumn, int $perPage, Request $request, array $columns): CursorPaginator
    {
        $cursor = self::from($request, $columns);
        [$sortName, $idName] = array_keys($columns);

        if ($cursor !== null && $cursor->pointsToNextItems()) {
            $value = $cursor->parameter($sortName);
            $id = $cursor->parameter($idName);
            $query->where(fn (Builder $after) => $after->whereRaw("{$expression} > ?", [$value])
                ->orWhere(fn (Builder $same) => $same->whereRaw("{$expression} = ?", [$value])->where($idColumn, '>', $id)));
        } else {
            $cursor = null;
        }

        $query->limit($perPage + 1);

        return new LaravelCursorPaginator($query->get(), $perPage, $cursor, [
            'path' => Paginator::resolveCurrentPath(),
            'cursorName' => self::NAME,
            'parameters' => [$sortName, $idName],
        ]);
    }

    /**
     * @param  array<string, 'datetime'|'int'|'string'>  $columns  the order columns and their types
     */
    public static function from(Request $request, array $columns): ?Cursor
    {
        $encoded = $request->query(self::NAME);

        if (! is_string($encoded) || strlen($encoded) > 1000) {
            return null;
        }

        // Decoded here rather than by Cursor::fromEncoded, which fails on JSON without its flag.
        $parameters = json_decode((string) base64_decode(strtr($encoded, '-_', '+/'), true), true);

        if (! is_array($parameters) || ! is_bool($parameters['_pointsToNextItems'] ?? null)) {
            return null;
        }

        $pointsToNextItems = $parameters['_pointsToNextItems'];
        unset($parameters['_pointsToNextItems']);

        if (array_keys($parameters) !== array_keys($columns)) {
            return null;
        }

        foreach ($columns as $column => $type) {
            if (! self::fits($parameters[$column], $type)) {
                return null;
            }
        }

        return new Cursor($parameters, $pointsToNextItems);
    }

    private static function fits(mixed $value, string $type): bool
    {
        return match ($type) {
            'datetime' => is_string($value) && preg_match(self::DATETIME, $value) === 1 && strtotime($value) !== false,
            'int' => is_int($value) && $value > 0,
            default => is_string($value) && mb_check_encoding($value, 'UTF-8') && mb_strlen($value) <= 255,
        };
    }
}

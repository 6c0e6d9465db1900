<?php

namespace Inertia;

use Illuminate\Contracts\Support\Arrayable;
use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Pagination\CursorPaginator;
use Illuminate\Pagination\LengthAwarePaginator;
use Illuminate\Pagination\Paginator;
use InvalidArgumentException;

/**
 * @implements Arrayable<string, int|string|null>
 */
class ScrollMetadata implements Arrayable, ProvidesScrollMetadata
{
    public function __construct(
        protected readonly string $pageName,
        protected readonly int|string|null $previousPage = null,
        protected readonly int|string|null $nextPage = null,
        protected readonly int|string|null $currentPage = null,
    ) {
    }

    /**
     * Read the page identifiers of a length-aware, simple or cursor paginator
     * (or of a resource collection wrapping one).
     */
    public static function fromPaginator(mixed $value): self
    {
        $paginator = $value instanceof JsonResource ? $value->resource : $value;

        if ($paginator instanceof CursorPaginator) {
            $cursorName = $paginator->getCursorName();

            return new self(
                $cursorName,
                $paginator->previousCursor()?->encode(),
                $paginator->nextCursor()?->encode(),
                $paginator->onFirstPage() ? 1 : ($paginator->cursor()?->encode() ?? 1),
            );
        }

        if ($paginator instanceof LengthAwarePaginator || $paginator instanceof Paginator) {
            $current = $paginator->currentPage();

            return new self(
                $paginator->getPageName(),
                $current > 1 ? $current - 1 : null,
                $paginator->hasMorePages() ? $current + 1 : null,
                $current,
            );
        }

        throw new InvalidArgumentException('The given value is not a paginator; pass scroll metadata or a callback that builds it.');
    }

    public function getPageName(): string
    {
        return $this->pageName;
    }

    public function getPreviousPage(): int|string|null
    {
        return $this->previousPage;
    }

    public function getNextPage(): int|string|null
    {
        return $this->nextPage;
    }

    public function getCurrentPage(): int|string|null
    {
        return $this->currentPage;
    }

    /**
     * @return array{pageName: string, previousPage: int|string|null, nextPage: int|string|null, currentPage: int|string|null}
     */
    public function toArray(): array
    {
        return [
            'pageName' => $this->getPageName(),
            'previousPage' => $this->getPreviousPage(),
            'nextPage' => $this->getNextPage(),
            'currentPage' => $this->getCurrentPage(),
        ];
    }
}

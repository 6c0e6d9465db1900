<?php

namespace Inertia;

use Illuminate\Http\Request;
use Inertia\Support\Header;

/**
 * A paginated prop for infinite scrolling: its items merge into what the
 * client already shows, and the page carries scrollProps metadata telling
 * the client which page to ask for next.
 */
class ScrollProp implements Deferrable, Mergeable
{
    use DefersProps;
    use MergesProps;
    use ResolvesCallables;

    protected mixed $resolved = null;

    protected bool $hasResolved = false;

    /**
     * @var ProvidesScrollMetadata|callable|null
     */
    protected $metadata;

    public function __construct(
        protected mixed $value,
        protected string $wrapper = 'data',
        ProvidesScrollMetadata|callable|null $metadata = null,
    ) {
        $this->merge = true;
        $this->metadata = $metadata;
    }

    /**
     * The client's InfiniteScroll component says whether the page it loads
     * goes before (previous page) or after (next page) what it shows.
     */
    public function configureMergeIntent(?Request $request = null): static
    {
        $request ??= request();

        return $request->header(Header::INFINITE_SCROLL_MERGE_INTENT) === 'prepend'
            ? $this->prepend($this->wrapper)
            : $this->append($this->wrapper);
    }

    /**
     * @return array{pageName: string, previousPage: int|string|null, nextPage: int|string|null, currentPage: int|string|null}
     */
    public function metadata(): array
    {
        $provider = $this->resolveMetadataProvider();

        return [
            'pageName' => $provider->getPageName(),
            'previousPage' => $provider->getPreviousPage(),
            'nextPage' => $provider->getNextPage(),
            'currentPage' => $provider->getCurrentPage(),
        ];
    }

    public function __invoke(): mixed
    {
        if (! $this->hasResolved) {
            $this->resolved = $this->resolveCallable($this->value);
            $this->hasResolved = true;
        }

        return $this->resolved;
    }

    protected function resolveMetadataProvider(): ProvidesScrollMetadata
    {
        if ($this->metadata instanceof ProvidesScrollMetadata) {
            return $this->metadata;
        }

        if ($this->metadata === null) {
            return ScrollMetadata::fromPaginator($this());
        }

        return call_user_func($this->metadata, $this());
    }
}

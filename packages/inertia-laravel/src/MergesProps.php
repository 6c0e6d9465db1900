<?php

namespace Inertia;

use Illuminate\Support\Arr;

trait MergesProps
{
    protected bool $merge = false;

    protected bool $deepMerge = false;

    protected bool $append = true;

    /**
     * @var array<int, string>
     */
    protected array $matchOn = [];

    /**
     * @var array<int, string>
     */
    protected array $appendsAtPaths = [];

    /**
     * @var array<int, string>
     */
    protected array $prependsAtPaths = [];

    public function merge(): static
    {
        $this->merge = true;

        return $this;
    }

    public function deepMerge(): static
    {
        $this->deepMerge = true;

        return $this->merge();
    }

    /**
     * Keys the client uses to replace an existing item instead of adding a
     * duplicate, relative to the prop ("id" or "data.id").
     *
     * @param  string|array<int, string>  $matchOn
     */
    public function matchOn(string|array $matchOn): static
    {
        $this->matchOn = Arr::wrap($matchOn);

        return $this;
    }

    /**
     * Append at the root (true), stop appending (false), or append at the
     * given nested path(s), optionally matching items on a key.
     *
     * @param  bool|string|array<array-key, string>  $path
     */
    public function append(bool|string|array $path = true, ?string $matchOn = null): static
    {
        if (is_bool($path)) {
            $this->append = $path;
        } elseif (is_string($path)) {
            $this->appendsAtPaths[] = $path;
            $this->addPathMatch($path, $matchOn);
        } else {
            foreach ($path as $key => $value) {
                is_int($key) ? $this->append($value) : $this->append($key, $value);
            }
        }

        return $this;
    }

    /**
     * Prepend at the root (true), or at the given nested path(s), optionally
     * matching items on a key.
     *
     * @param  bool|string|array<array-key, string>  $path
     */
    public function prepend(bool|string|array $path = true, ?string $matchOn = null): static
    {
        if (is_bool($path)) {
            $this->append = ! $path;
        } elseif (is_string($path)) {
            $this->prependsAtPaths[] = $path;
            $this->addPathMatch($path, $matchOn);
        } else {
            foreach ($path as $key => $value) {
                is_int($key) ? $this->prepend($value) : $this->prepend($key, $value);
            }
        }

        return $this;
    }

    public function shouldMerge(): bool
    {
        return $this->merge;
    }

    public function shouldDeepMerge(): bool
    {
        return $this->deepMerge;
    }

    /**
     * @return array<int, string>
     */
    public function matchesOn(): array
    {
        return $this->matchOn;
    }

    public function appendsAtRoot(): bool
    {
        return $this->append && $this->mergesAtRoot();
    }

    public function prependsAtRoot(): bool
    {
        return ! $this->append && $this->mergesAtRoot();
    }

    /**
     * @return array<int, string>
     */
    public function appendsAtPaths(): array
    {
        return $this->appendsAtPaths;
    }

    /**
     * @return array<int, string>
     */
    public function prependsAtPaths(): array
    {
        return $this->prependsAtPaths;
    }

    protected function mergesAtRoot(): bool
    {
        return $this->appendsAtPaths === [] && $this->prependsAtPaths === [];
    }

    protected function addPathMatch(string $path, ?string $matchOn): void
    {
        if ($matchOn !== null && $matchOn !== '') {
            $this->matchOn[] = "{$path}.{$matchOn}";
        }
    }
}

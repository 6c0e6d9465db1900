<?php

namespace Inertia;

interface Mergeable
{
    public function merge(): static;

    public function shouldMerge(): bool;

    public function shouldDeepMerge(): bool;

    /**
     * @return array<int, string>
     */
    public function matchesOn(): array;

    public function appendsAtRoot(): bool;

    public function prependsAtRoot(): bool;

    /**
     * @return array<int, string>
     */
    public function appendsAtPaths(): array;

    /**
     * @return array<int, string>
     */
    public function prependsAtPaths(): array;
}

<?php

namespace Inertia;

/**
 * An object passed as props (or among them, under a numeric key) that
 * contributes several props at once.
 */
interface ProvidesInertiaProperties
{
    /**
     * @return iterable<string, mixed>
     */
    public function toInertiaProperties(RenderContext $context): iterable;
}

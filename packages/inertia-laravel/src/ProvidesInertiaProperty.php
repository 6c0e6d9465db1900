<?php

namespace Inertia;

/**
 * An object used as a prop value that decides its own value.
 */
interface ProvidesInertiaProperty
{
    public function toInertiaProperty(PropertyContext $prop): mixed;
}

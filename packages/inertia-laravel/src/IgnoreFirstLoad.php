<?php

namespace Inertia;

/**
 * Marks a prop that is left out of every response except a partial reload
 * that names it.
 */
interface IgnoreFirstLoad
{
}

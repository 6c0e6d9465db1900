<?php

namespace Inertia\Support;

/**
 * Session keys under which Inertia keeps state between two requests.
 */
class SessionKey
{
    public const CLEAR_HISTORY = 'inertia.clear_history';

    public const FLASH_DATA = 'inertia.flash_data';

    public const PRESERVE_FRAGMENT = 'inertia.preserve_fragment';
}

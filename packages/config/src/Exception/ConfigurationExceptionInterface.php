<?php

namespace League\Config\Exception;

/**
 * Implemented by every exception this package throws, so callers can catch them all at once.
 */
interface ConfigurationExceptionInterface extends \Throwable
{
}

<?php

namespace League\Config;

use League\Config\Exception\UnknownOptionException;
use League\Config\Exception\ValidationException;

/**
 * Read access to a configuration, addressed by paths such as "commonmark/enable_em".
 */
interface ConfigurationInterface
{
    /**
     * @throws ValidationException when the values given do not satisfy the schemas
     * @throws UnknownOptionException when nothing lives at the path
     */
    public function get(string $key): mixed;

    /**
     * @throws ValidationException when the values given do not satisfy the schemas
     */
    public function exists(string $key): bool;
}

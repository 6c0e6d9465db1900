<?php

namespace League\Config;

/**
 * Write access for the values a user supplies; they are checked against the schemas on the next read.
 */
interface MutableConfigurationInterface
{
    public function set(string $key, mixed $value): void;

    /**
     * @param  array<string, mixed>  $config
     */
    public function merge(array $config = []): void;
}

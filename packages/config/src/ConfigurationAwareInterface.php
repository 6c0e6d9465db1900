<?php

namespace League\Config;

/**
 * Marks an object that wants the configuration handed to it after construction.
 */
interface ConfigurationAwareInterface
{
    public function setConfiguration(ConfigurationInterface $configuration): void;
}

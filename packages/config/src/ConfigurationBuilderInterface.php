<?php

namespace League\Config;

/**
 * What an extension receives while it is being registered: it may add schemas and values.
 */
interface ConfigurationBuilderInterface extends MutableConfigurationInterface, SchemaBuilderInterface
{
}

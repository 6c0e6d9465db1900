<?php

namespace League\Config;

/**
 * A view that can read a configuration but offers no way to change it, so it can be handed
 * to parsers and renderers without letting them alter what other parts see.
 */
final class ReadOnlyConfiguration implements ConfigurationInterface
{
    public function __construct(private readonly ConfigurationInterface $config)
    {
    }

    public function get(string $key): mixed
    {
        return $this->config->get($key);
    }

    public function exists(string $key): bool
    {
        return $this->config->exists($key);
    }
}

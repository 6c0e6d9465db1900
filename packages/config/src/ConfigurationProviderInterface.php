<?php

namespace League\Config;

interface ConfigurationProviderInterface
{
    public function getConfiguration(): ConfigurationInterface;
}

<?php

namespace League\Config;

use Nette\Schema\Schema;

interface SchemaBuilderInterface
{
    /**
     * Declares (or replaces) the schema that governs one top-level key.
     */
    public function addSchema(string $key, Schema $schema): void;
}

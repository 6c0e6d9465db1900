<?php

namespace League\Config\Exception;

use Nette\Schema\ValidationException as SchemaValidationException;

/**
 * Raised when the values given do not satisfy the schemas; keeps every message the schema produced.
 */
final class ValidationException extends InvalidConfigurationException
{
    /** @var list<string> */
    private readonly array $messages;

    public function __construct(SchemaValidationException $previous)
    {
        parent::__construct($previous->getMessage(), (int) $previous->getCode(), $previous);

        $this->messages = $previous->getMessages();
    }

    /**
     * @return list<string>
     */
    public function getMessages(): array
    {
        return $this->messages;
    }
}

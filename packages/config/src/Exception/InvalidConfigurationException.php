<?php

namespace League\Config\Exception;

class InvalidConfigurationException extends \UnexpectedValueException implements ConfigurationExceptionInterface
{
    /**
     * Builds the message for an option whose value the caller found unusable.
     */
    public static function forConfigOption(string $option, mixed $valueGiven, ?string $description = null): self
    {
        $shown = is_object($valueGiven) ? get_class($valueGiven) : print_r($valueGiven, true);
        $message = sprintf('Invalid config option for "%s": %s', $option, $shown);

        if ($description !== null) {
            $message .= sprintf(' (%s)', $description);
        }

        return new self($message);
    }
}

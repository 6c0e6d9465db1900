<?php

namespace League\Config;

use Dflydev\DotAccessData\Data;
use Dflydev\DotAccessData\Exception\DataException;
use League\Config\Exception\UnknownOptionException;
use League\Config\Exception\ValidationException;
use Nette\Schema\Expect;
use Nette\Schema\Processor;
use Nette\Schema\Schema;
use Nette\Schema\ValidationException as SchemaValidationException;

/**
 * User values checked against one nette/schema schema per top-level key.
 *
 * Extensions keep adding schemas after values have been merged, so nothing is validated
 * when written: the whole tree is processed on the first read after any change and the
 * result is kept until the next change.
 */
final class Configuration implements ConfigurationBuilderInterface, ConfigurationInterface
{
    private Data $userConfig;

    /** @var array<string, Schema> */
    private array $schemas;

    private ?Data $processed = null;

    /**
     * Renderers ask for the same few options for every node, so answers are memoised
     * until the next change.
     *
     * @var array<string, mixed>
     */
    private array $answers = [];

    private ReadOnlyConfiguration $reader;

    /**
     * @param  array<string, Schema>  $baseSchemas
     */
    public function __construct(array $baseSchemas = [])
    {
        $this->schemas = $baseSchemas;
        $this->userConfig = new Data;
        $this->reader = new ReadOnlyConfiguration($this);
    }

    public function addSchema(string $key, Schema $schema): void
    {
        $this->invalidate();

        $this->schemas[$key] = $schema;
    }

    /**
     * @param  array<string, mixed>  $config
     */
    public function merge(array $config = []): void
    {
        $this->invalidate();

        $this->userConfig->import($config, Data::REPLACE);
    }

    /**
     * @throws UnknownOptionException when the path is malformed or runs through a non-array value
     */
    public function set(string $key, mixed $value): void
    {
        $this->invalidate();

        try {
            $this->userConfig->set($key, $value);
        } catch (DataException $e) {
            throw new UnknownOptionException($e->getMessage(), $key, (int) $e->getCode(), $e);
        }
    }

    public function get(string $key): mixed
    {
        if (array_key_exists($key, $this->answers)) {
            return $this->answers[$key];
        }

        try {
            return $this->answers[$key] = $this->processed()->get($key);
        } catch (DataException $e) {
            throw new UnknownOptionException($e->getMessage(), $key, (int) $e->getCode(), $e);
        }
    }

    public function exists(string $key): bool
    {
        try {
            return $this->processed()->has($key);
        } catch (DataException) {
            return false;
        }
    }

    /**
     * The same read-only view on every call; it follows later changes to this object.
     */
    public function reader(): ConfigurationInterface
    {
        return $this->reader;
    }

    private function invalidate(): void
    {
        $this->processed = null;
        $this->answers = [];
    }

    /**
     * @throws ValidationException
     */
    private function processed(): Data
    {
        if ($this->processed !== null) {
            return $this->processed;
        }

        $processor = new Processor;

        try {
            $result = $processor->process(Expect::structure($this->schemas), $this->userConfig->export());
        } catch (SchemaValidationException $e) {
            throw new ValidationException($e);
        }

        // Options marked deprecated in a schema still work; their users hear about it the PHP way.
        foreach ($processor->getWarnings() as $warning) {
            @trigger_error($warning, E_USER_DEPRECATED);
        }

        /** @var array<string, mixed> $tree */
        $tree = self::toArrays($result);

        return $this->processed = new Data($tree);
    }

    /**
     * Structures come back as stdClass objects; the path lookup only walks arrays.
     */
    private static function toArrays(mixed $value): mixed
    {
        if ($value instanceof \stdClass) {
            $value = (array) $value;
        }

        if (is_array($value)) {
            return array_map(self::toArrays(...), $value);
        }

        return $value;
    }
}

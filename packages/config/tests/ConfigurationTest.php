<?php

namespace League\Config\Tests;

use League\Config\Configuration;
use League\Config\ConfigurationBuilderInterface;
use League\Config\ConfigurationInterface;
use League\Config\Exception\ConfigurationExceptionInterface;
use League\Config\Exception\InvalidConfigurationException;
use League\Config\Exception\UnknownOptionException;
use League\Config\Exception\ValidationException;
use League\Config\MutableConfigurationInterface;
use League\Config\ReadOnlyConfiguration;
use League\Config\SchemaBuilderInterface;
use Nette\Schema\Expect;
use PHPUnit\Framework\TestCase;

class ConfigurationTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    private function configuration(): Configuration
    {
        return new Configuration([
            'html_input' => Expect::anyOf('strip', 'allow', 'escape')->default('allow'),
            'allow_unsafe_links' => Expect::bool(true),
            'commonmark' => Expect::structure([
                'enable_em' => Expect::bool(true),
                'enable_strong' => Expect::bool(true),
                'unordered_list_markers' => Expect::listOf('string')->min(1)->default(['*', '+', '-'])->mergeDefaults(false),
            ]),
        ]);
    }

    public function test_it_offers_the_builder_and_reader_contracts(): void
    {
        $config = $this->configuration();

        $this->assertInstanceOf(ConfigurationBuilderInterface::class, $config);
        $this->assertInstanceOf(MutableConfigurationInterface::class, $config);
        $this->assertInstanceOf(SchemaBuilderInterface::class, $config);
        $this->assertInstanceOf(ConfigurationInterface::class, $config);
    }

    public function test_get_answers_schema_defaults_when_nothing_was_given(): void
    {
        $config = $this->configuration();

        $this->assertSame('allow', $config->get('html_input'));
        $this->assertTrue($config->get('commonmark/enable_em'));
        $this->assertSame(['*', '+', '-'], $config->get('commonmark/unordered_list_markers'));
    }

    public function test_get_accepts_dots_as_well_as_slashes(): void
    {
        $this->assertTrue($this->configuration()->get('commonmark.enable_strong'));
    }

    public function test_a_structure_is_returned_as_an_array(): void
    {
        $this->assertSame(
            ['enable_em' => true, 'enable_strong' => true, 'unordered_list_markers' => ['*', '+', '-']],
            $this->configuration()->get('commonmark'),
        );
    }

    public function test_merge_overrides_nested_values_and_keeps_the_rest(): void
    {
        $config = $this->configuration();
        $config->merge(['html_input' => 'escape', 'commonmark' => ['enable_em' => false]]);
        $config->merge(['commonmark' => ['unordered_list_markers' => ['-']]]);

        $this->assertSame('escape', $config->get('html_input'));
        $this->assertFalse($config->get('commonmark/enable_em'));
        $this->assertTrue($config->get('commonmark/enable_strong'));
        $this->assertSame(['-'], $config->get('commonmark/unordered_list_markers'));
    }

    public function test_set_writes_one_option_by_path(): void
    {
        $config = $this->configuration();
        $config->set('commonmark/enable_strong', false);

        $this->assertFalse($config->get('commonmark/enable_strong'));
    }

    public function test_a_change_after_a_read_is_seen_by_the_next_read(): void
    {
        $config = $this->configuration();
        $this->assertTrue($config->get('allow_unsafe_links'));

        $config->set('allow_unsafe_links', false);
        $this->assertFalse($config->get('allow_unsafe_links'));

        $config->merge(['allow_unsafe_links' => true]);
        $this->assertTrue($config->get('allow_unsafe_links'));
    }

    public function test_a_schema_added_after_values_were_merged_validates_them(): void
    {
        $config = $this->configuration();
        $config->merge(['footnote' => ['backref_symbol' => '^']]);
        $config->addSchema('footnote', Expect::structure([
            'backref_symbol' => Expect::string('~'),
            'ref_class' => Expect::string('footnote-ref'),
        ]));

        $this->assertSame('^', $config->get('footnote/backref_symbol'));
        $this->assertSame('footnote-ref', $config->get('footnote/ref_class'));
    }

    public function test_a_schema_added_after_a_read_becomes_readable(): void
    {
        $config = $this->configuration();
        $this->assertFalse($config->exists('table_of_contents/position'));

        $config->addSchema('table_of_contents', Expect::structure(['position' => Expect::string('top')]));

        $this->assertSame('top', $config->get('table_of_contents/position'));
    }

    public function test_values_are_validated_on_read_not_on_write(): void
    {
        $config = $this->configuration();
        $config->merge(['html_input' => 'sometimes']);

        $this->expectException(ValidationException::class);
        $config->get('allow_unsafe_links');
    }

    public function test_a_validation_failure_carries_every_message(): void
    {
        $config = $this->configuration();
        $config->merge(['html_input' => 'sometimes', 'commonmark' => ['enable_em' => 'yes']]);

        try {
            $config->get('html_input');
            $this->fail('Invalid values were accepted.');
        } catch (ValidationException $e) {
            $this->assertInstanceOf(InvalidConfigurationException::class, $e);
            $this->assertInstanceOf(ConfigurationExceptionInterface::class, $e);
            $this->assertCount(2, $e->getMessages());
            $this->assertStringContainsString('html_input', $e->getMessages()[0]);
            $this->assertStringContainsString('enable_em', $e->getMessages()[1]);
        }
    }

    public function test_an_option_no_schema_declares_is_refused(): void
    {
        $config = $this->configuration();
        $config->set('no_such_option', 1);

        $this->expectException(ValidationException::class);
        $config->exists('html_input');
    }

    public function test_get_of_an_unknown_path_names_the_path(): void
    {
        try {
            $this->configuration()->get('commonmark/enable_underline');
            $this->fail('An unknown option was answered.');
        } catch (UnknownOptionException $e) {
            $this->assertInstanceOf(ConfigurationExceptionInterface::class, $e);
            $this->assertSame('commonmark/enable_underline', $e->getPath());
        }
    }

    public function test_get_of_a_malformed_path_is_an_unknown_option(): void
    {
        $this->expectException(UnknownOptionException::class);

        $this->configuration()->get('commonmark//enable_em');
    }

    public function test_exists_tells_known_from_unknown_and_malformed_paths(): void
    {
        $config = $this->configuration();

        $this->assertTrue($config->exists('commonmark/enable_em'));
        $this->assertTrue($config->exists('commonmark'));
        $this->assertFalse($config->exists('commonmark/enable_underline'));
        $this->assertFalse($config->exists(''));
    }

    public function test_set_through_a_scalar_is_an_unknown_option(): void
    {
        $config = $this->configuration();
        $config->set('html_input', 'strip');

        try {
            $config->set('html_input/mode', 'strip');
            $this->fail('A path through a scalar was accepted.');
        } catch (UnknownOptionException $e) {
            $this->assertSame('html_input/mode', $e->getPath());
        }
    }

    public function test_reader_is_one_read_only_view_that_follows_changes(): void
    {
        $config = $this->configuration();
        $reader = $config->reader();

        $this->assertInstanceOf(ReadOnlyConfiguration::class, $reader);
        $this->assertNotInstanceOf(MutableConfigurationInterface::class, $reader);
        $this->assertSame($reader, $config->reader());

        $this->assertTrue($reader->get('commonmark/enable_em'));
        $config->set('commonmark/enable_em', false);
        $this->assertFalse($reader->get('commonmark/enable_em'));
        $this->assertTrue($reader->exists('html_input'));
        $this->assertFalse($reader->exists('html_output'));
    }

    public function test_a_deprecated_option_still_works_and_raises_a_deprecation(): void
    {
        $config = $this->configuration();
        $config->addSchema('enable_em', Expect::bool()->deprecated('Use "commonmark/enable_em" instead.'));
        $config->merge(['enable_em' => false]);

        $raised = [];
        set_error_handler(static function (int $level, string $message) use (&$raised): bool {
            $raised[] = [$level, $message];

            return true;
        });

        try {
            $this->assertFalse($config->get('enable_em'));
        } finally {
            restore_error_handler();
        }

        $this->assertSame([[E_USER_DEPRECATED, 'Use "commonmark/enable_em" instead.']], $raised);
    }

    public function test_invalid_configuration_for_an_option_describes_the_value(): void
    {
        $withObject = InvalidConfigurationException::forConfigOption('table_of_contents/position', new \stdClass);
        $withNote = InvalidConfigurationException::forConfigOption('table_of_contents/position', 'middle', 'expected top or bottom');

        $this->assertSame('Invalid config option for "table_of_contents/position": stdClass', $withObject->getMessage());
        $this->assertSame('Invalid config option for "table_of_contents/position": middle (expected top or bottom)', $withNote->getMessage());
        $this->assertInstanceOf(ConfigurationExceptionInterface::class, $withNote);
    }
}

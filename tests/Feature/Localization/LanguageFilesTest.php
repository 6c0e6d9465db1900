<?php

namespace Tests\Feature\Localization;

use App\Enums\Language;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\File;
use Symfony\Component\Finder\SplFileInfo;
use Tests\TestCase;

/**
 * Every language has every line: the interface's strings (lang/strings/{area}/{locale}.json,
 * keyed by their English text) and Laravel's message groups (lang/{locale}/*.php).
 */
class LanguageFilesTest extends TestCase
{
    /** Strings Laravel's own notifications and pages look up; no code of ours names them. */
    private const FRAMEWORK_AREA = 'laravel';

    public function test_each_area_has_a_file_for_every_language_but_english_with_the_same_keys(): void
    {
        foreach ($this->areas() as $area) {
            $reference = null;

            foreach ($this->translatedLocales() as $locale) {
                $file = "{$area}/{$locale}.json";
                $this->assertFileExists($file);
                $keys = array_keys($this->jsonFile($file));
                sort($keys);

                if ($reference === null) {
                    $reference = $keys;

                    continue;
                }

                $this->assertSame([], array_values(array_diff($reference, $keys)), "{$file} lacks these lines.");
                $this->assertSame([], array_values(array_diff($keys, $reference)), "{$file} has lines the other languages lack.");
            }
        }
    }

    public function test_every_string_the_code_translates_is_in_every_language_once(): void
    {
        $used = $this->keysUsedInCode();
        $this->assertNotEmpty($used);

        foreach ($this->translatedLocales() as $locale) {
            $lines = [];

            foreach ($this->areas() as $area) {
                foreach (array_keys($this->jsonFile("{$area}/{$locale}.json")) as $key) {
                    $this->assertArrayNotHasKey($key, $lines, "\"{$key}\" is in two areas' {$locale}.json.");
                    $lines[$key] = basename($area);
                }
            }

            $missing = array_values(array_diff($used, array_keys($lines)));
            $this->assertSame([], $missing, "lang/strings/*/{$locale}.json lacks these strings the code uses.");

            $unused = array_keys(array_filter(
                $lines,
                fn (string $area, string $key) => $area !== self::FRAMEWORK_AREA && ! in_array($key, $used, true),
                ARRAY_FILTER_USE_BOTH,
            ));
            $this->assertSame([], $unused, "lang/strings/*/{$locale}.json holds strings no code uses.");
        }
    }

    public function test_translations_keep_their_placeholders_and_plural_forms(): void
    {
        foreach ($this->areas() as $area) {
            foreach ($this->translatedLocales() as $locale) {
                foreach ($this->jsonFile("{$area}/{$locale}.json") as $key => $line) {
                    $this->assertIsString($line);
                    $this->assertNotSame('', trim($line), "An empty line for \"{$key}\" in {$locale}.");
                    $this->assertSame(
                        $this->placeholders($key),
                        $this->placeholders($line),
                        "\"{$line}\" ({$locale}) must keep the placeholders of \"{$key}\".",
                    );

                    if (str_contains($key, '|') && $locale !== 'ja') {
                        $this->assertStringContainsString('|', $line, "\"{$key}\" has plural forms in {$locale}.");
                    }
                }
            }
        }
    }

    public function test_laravel_message_groups_have_the_same_keys_in_every_language(): void
    {
        foreach (File::files(lang_path('en')) as $group) {
            $english = array_keys(Arr::dot(require $group->getPathname()));

            foreach ($this->translatedLocales() as $locale) {
                $file = lang_path("{$locale}/{$group->getFilename()}");
                $this->assertFileExists($file);
                $this->assertEqualsCanonicalizing($english, array_keys(Arr::dot(require $file)), $file);
            }
        }
    }

    /**
     * @return list<string>
     */
    private function areas(): array
    {
        $areas = File::directories(lang_path('strings'));
        $this->assertNotEmpty($areas);

        return $areas;
    }

    /**
     * @return list<string>
     */
    private function translatedLocales(): array
    {
        return array_values(array_diff(Language::locales(), ['en']));
    }

    /**
     * @return array<string, mixed>
     */
    private function jsonFile(string $file): array
    {
        return json_decode((string) file_get_contents($file), true, flags: JSON_THROW_ON_ERROR);
    }

    /**
     * @return list<string>
     */
    private function placeholders(string $line): array
    {
        preg_match_all('/:([A-Za-z_]+)/', $line, $matches);
        $names = array_values(array_unique(array_map('strtolower', $matches[1])));
        sort($names);

        return $names;
    }

    /**
     * The literal keys of t(), tc() and translatable() in the pages, and of __(), trans() and
     * trans_choice() in PHP and Blade.
     *
     * @return list<string>
     */
    private function keysUsedInCode(): array
    {
        $literal = '(?:\'((?:[^\'\\\\]|\\\\.)*)\'|"((?:[^"\\\\]|\\\\.)*)")';
        $patterns = [
            'resources/js' => '/(?<![\w.])(?:t|tc|translatable)\(\s*'.$literal.'/',
            'app' => '/(?<![\w>:])(?:__|trans|trans_choice)\(\s*'.$literal.'/',
            'resources/views' => '/(?<![\w>:])(?:__|trans|trans_choice)\(\s*'.$literal.'/',
        ];
        $keys = [];

        foreach ($patterns as $directory => $pattern) {
            foreach (File::allFiles(base_path($directory)) as $file) {
                if ($this->isTestFile($file)) {
                    continue;
                }

                preg_match_all($pattern, $file->getContents(), $matches, PREG_SET_ORDER);

                foreach ($matches as $match) {
                    $key = stripcslashes(($match[1] ?? '') !== '' ? $match[1] : ($match[2] ?? ''));

                    // Keys with a dot and no space name a PHP group's line (validation.required);
                    // a word and an ellipsis ("Saving...") is a line of text.
                    if ($key !== '' && ! preg_match('/^[\w-]+\.[\w-][\w.-]*$/', $key)) {
                        $keys[$key] = true;
                    }
                }
            }
        }

        return array_keys($keys);
    }

    private function isTestFile(SplFileInfo $file): bool
    {
        return (bool) preg_match('/\.test\.tsx?$|[\/\\\\]test[\/\\\\]/', $file->getPathname());
    }
}

<?php

namespace Tests;

use Composer\InstalledVersions;
use PHPUnit\Framework\Attributes\BeforeClass;
use ReflectionClass;

/**
 * For the tests of a fallback under packages/: they test the fallback's own code, so they run
 * only while Composer has installed the fallback. Where the registry holds the real package,
 * Composer prefers it (the path repository is not canonical) and these tests are skipped.
 */
trait TestsFallbackPackage
{
    #[BeforeClass]
    public static function skipUnlessTheFallbackIsInstalled(): void
    {
        $package = dirname((string) (new ReflectionClass(static::class))->getFileName(), 2);
        /** @var array{name: string} $manifest */
        $manifest = json_decode((string) file_get_contents("{$package}/composer.json"), true);
        $installed = InstalledVersions::isInstalled($manifest['name'])
            ? InstalledVersions::getInstallPath($manifest['name'])
            : null;

        if ($installed === null || realpath($installed) !== realpath($package)) {
            self::markTestSkipped("{$manifest['name']} is installed from the registry here, not from packages/.");
        }
    }
}

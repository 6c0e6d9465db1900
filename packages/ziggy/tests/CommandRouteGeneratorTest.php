<?php

namespace Tighten\Ziggy\Tests;

use Illuminate\Filesystem\Filesystem;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Route;
use Tighten\Ziggy\Tests\Fixtures\BindingController;

class CommandRouteGeneratorTest extends TestCase
{
    use \Tests\TestsFallbackPackage;

    private string $directory;

    protected function setUp(): void
    {
        parent::setUp();

        $this->directory = sys_get_temp_dir().'/ziggy-test-'.bin2hex(random_bytes(6));
        Route::get('/', fn () => 'home')->name('home');
        Route::get('channel/{handle}/{tab?}', fn () => 'channel')->name('channel');
        Route::get('posts/{post}/videos/{video}/{tab}', [BindingController::class, 'show'])->name('posts.videos');
    }

    protected function tearDown(): void
    {
        (new Filesystem)->deleteDirectory($this->directory);

        parent::tearDown();
    }

    public function test_it_writes_a_module_exporting_the_config(): void
    {
        $this->assertSame(0, Artisan::call('ziggy:generate', ['path' => "{$this->directory}/js/ziggy.js"]));

        $module = (string) file_get_contents("{$this->directory}/js/ziggy.js");

        $this->assertStringStartsWith('const Ziggy = {', $module);
        $this->assertStringEndsWith("};\n\nexport { Ziggy };\n", $module);
        $this->assertSame(['home', 'channel', 'posts.videos'], array_keys($this->config($module)['routes']));
        $this->assertSame('http://blipstream.test', $this->config($module)['url']);
    }

    public function test_relative_paths_and_the_default_path_are_inside_the_app(): void
    {
        $this->app->setBasePath($this->directory);

        Artisan::call('ziggy:generate');
        Artisan::call('ziggy:generate', ['path' => 'build/routes.js']);

        $this->assertFileExists("{$this->directory}/resources/js/ziggy.js");
        $this->assertFileExists("{$this->directory}/build/routes.js");
    }

    public function test_it_builds_urls_on_the_given_base(): void
    {
        Artisan::call('ziggy:generate', ['path' => "{$this->directory}/ziggy.js", '--url' => 'http://127.0.0.1:8123']);

        $config = $this->config((string) file_get_contents("{$this->directory}/ziggy.js"));

        $this->assertSame('http://127.0.0.1:8123', $config['url']);
        $this->assertSame(8123, $config['port']);
    }

    public function test_it_writes_only_the_group(): void
    {
        config(['ziggy.groups.channel' => ['channel']]);

        Artisan::call('ziggy:generate', ['path' => "{$this->directory}/ziggy.js", '--group' => 'channel']);

        $config = $this->config((string) file_get_contents("{$this->directory}/ziggy.js"));

        $this->assertSame(['channel'], array_keys($config['routes']));
    }

    public function test_it_writes_route_name_declarations_on_request(): void
    {
        Artisan::call('ziggy:generate', ['path' => "{$this->directory}/ziggy.js", '--types' => true]);

        $this->assertSame(<<<'TS'
            declare module 'ziggy-js' {
                interface RouteList {
                    "home": [];
                    "channel": [{"name":"handle","required":true},{"name":"tab","required":false}];
                    "posts.videos": [{"name":"post","required":true,"binding":"id"},{"name":"video","required":true,"binding":"public_id"},{"name":"tab","required":true}];
                }
            }

            export {};

            TS, file_get_contents("{$this->directory}/ziggy.d.ts"));
    }

    public function test_it_writes_no_declarations_unless_asked(): void
    {
        Artisan::call('ziggy:generate', ['path' => "{$this->directory}/ziggy.js"]);

        $this->assertFileDoesNotExist("{$this->directory}/ziggy.d.ts");
    }

    /**
     * @return array<string, mixed>
     */
    private function config(string $module): array
    {
        preg_match('/^const Ziggy = (.*);\n\nexport/s', $module, $matches);

        return json_decode($matches[1] ?? 'null', true, flags: JSON_THROW_ON_ERROR);
    }
}

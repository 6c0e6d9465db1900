<?php

namespace Tests\Feature\Platform;

use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\File;
use Symfony\Component\Finder\SplFileInfo;
use Tests\TestCase;
use Tighten\Ziggy\Ziggy;

class ZiggyRoutesTest extends TestCase
{
    // The home page reads its featured videos for the first response.
    use RefreshDatabase;

    public function test_pages_are_not_sent_the_internal_routes(): void
    {
        $html = (string) $this->get('/')->getContent();

        foreach (['verification.verify', 'profile.email.confirm', 'storage.local', 'dashboard', 'password.reset'] as $internal) {
            $this->assertStringNotContainsString("\"{$internal}\":", $html, $internal);
        }
        $this->assertStringContainsString('"comments.replies":', $html);
    }

    public function test_every_route_the_pages_name_is_sent_to_them(): void
    {
        $sent = array_keys((new Ziggy)->toArray()['routes']);
        $named = collect(File::allFiles(resource_path('js')))
            ->reject(fn (SplFileInfo $file) => str_contains($file->getFilename(), '.test.') || str_ends_with($file->getFilename(), '.d.ts') || $file->getRelativePath() === 'test')
            ->flatMap(fn (SplFileInfo $file) => preg_match_all("/\\broute\\(\\s*'([^']+)'/", $file->getContents(), $m) ? $m[1] : [])
            ->unique()
            ->values();

        $this->assertNotEmpty($named);
        $this->assertSame([], $named->diff($sent)->values()->all(), 'named in resources/js but not sent by @routes');
    }
}

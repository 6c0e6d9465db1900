<?php

namespace Tests\Unit\Support;

use App\Support\Origin;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;

class OriginTest extends TestCase
{
    /**
     * @return array<string, array{string, ?string}>
     */
    public static function urls(): array
    {
        return [
            'a page' => ['http://127.0.0.1:8000/watch?v=x', 'http://127.0.0.1:8000'],
            'upper case' => ['HTTPS://CDN.Example.com/a.m3u8', 'https://cdn.example.com'],
            'the default port spelled out' => ['https://cdn.example.com:443/x', 'https://cdn.example.com'],
            'another port' => ['https://cdn.example.com:8443/x', 'https://cdn.example.com:8443'],
            'a relative path' => ['/storage', null],
            'no scheme' => ['//evil.example/x', null],
            'javascript' => ['javascript:alert(1)', null],
            'garbage' => ['http://:80', null],
        ];
    }

    #[DataProvider('urls')]
    public function test_the_origin_of_a_url_is_written_one_way(string $url, ?string $origin): void
    {
        $this->assertSame($origin, Origin::of($url));
    }
}

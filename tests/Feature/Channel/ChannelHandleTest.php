<?php

namespace Tests\Feature\Channel;

use App\Support\ChannelHandle;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;

class ChannelHandleTest extends TestCase
{
    /**
     * @return array<string, array{string, string}>
     */
    public static function names(): array
    {
        return [
            'words' => ['Night Owls', 'night-owls'],
            'accents' => ['Café Ümlaut', 'cafe-umlaut'],
            'punctuation' => ['  Rock & Roll!! ', 'rock-roll'],
            'too short' => ['Al', 'al-channel'],
            'nothing usable' => ['!!!', 'channel'],
            'too long' => [str_repeat('abcde ', 10), 'abcde-abcde-abcde-abcde-abcde'],
        ];
    }

    #[DataProvider('names')]
    public function test_the_handle_is_derived_from_the_name(string $name, string $handle): void
    {
        $this->assertSame($handle, ChannelHandle::base($name));
        $this->assertTrue(ChannelHandle::isValid($handle));
    }

    public function test_numbered_handles_stay_within_the_maximum_length(): void
    {
        $base = str_repeat('a', ChannelHandle::MAX);

        $this->assertSame($base, ChannelHandle::withSuffix($base, 1));
        $this->assertSame(str_repeat('a', 28).'-2', ChannelHandle::withSuffix($base, 2));
        $this->assertSame(str_repeat('a', 24).'-12345', ChannelHandle::withSuffix($base, 12345));
        $this->assertSame('night-owls-3', ChannelHandle::withSuffix('night-owls', 3));
    }

    public function test_invalid_handles_are_recognised(): void
    {
        $this->assertFalse(ChannelHandle::isValid('ab'));
        $this->assertFalse(ChannelHandle::isValid('Upper'));
        $this->assertFalse(ChannelHandle::isValid('with space'));
        $this->assertFalse(ChannelHandle::isValid(str_repeat('a', 31)));
        $this->assertTrue(ChannelHandle::isValid('a.b_c-1'));
    }
}

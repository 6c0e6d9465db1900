<?php

namespace Tests\Unit\Studio;

use App\Enums\Category;
use App\Enums\Visibility;
use App\Studio\StudioSettings;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;

class StudioSettingsTest extends TestCase
{
    public function test_an_empty_document_reads_as_the_defaults(): void
    {
        $settings = StudioSettings::fromArray(null);

        $this->assertSame(Visibility::Private, $settings->uploadVisibility);
        $this->assertNull($settings->uploadCategory);
        $this->assertSame(['followers' => true, 'recommended_videos' => false], $settings->notifications);
        $this->assertFalse($settings->holdsComment('Visit www.example.com now'));
    }

    public function test_a_document_survives_the_round_trip_and_bad_values_fall_back(): void
    {
        $settings = new StudioSettings(uploadVisibility: Visibility::Unlisted, uploadCategory: Category::Music, uploadTags: ['live'], blockedWords: ['spoiler']);

        $this->assertEquals($settings, StudioSettings::fromArray($settings->toArray()));

        $damaged = StudioSettings::fromArray(['upload' => ['visibility' => 'everyone', 'tags' => 'x'], 'notifications' => ['followers' => 'no'], 'comments' => 7]);
        $this->assertSame(Visibility::Private, $damaged->uploadVisibility);
        $this->assertSame([], $damaged->uploadTags);
        $this->assertTrue($damaged->notifications['followers']);
    }

    /**
     * @return iterable<string, array{StudioSettings, string, bool}>
     */
    public static function comments(): iterable
    {
        $links = new StudioSettings(holdCommentsWithLinks: true);
        $words = new StudioSettings(blockedWords: ['spoiler', 'bad word']);

        yield 'hold all holds anything' => [new StudioSettings(holdAllComments: true), 'Nice video', true];
        yield 'a scheme is a link' => [$links, 'see https://example.test/x', true];
        yield 'www is a link' => [$links, 'go to WWW.example', true];
        yield 'a bare domain is a link' => [$links, 'cheap-stuff.com has it', true];
        yield 'a sentence end is not a link' => [$links, 'Great video.Thanks', false];
        yield 'links allowed when the rule is off' => [$words, 'https://example.test', false];
        yield 'a blocked word, any case' => [$words, 'Huge SPOILER ahead', true];
        yield 'a blocked phrase' => [$words, 'that is a Bad Word indeed', true];
        yield 'a blocked word inside another is not held' => [$words, 'spoilers', false];
    }

    #[DataProvider('comments')]
    public function test_which_comments_are_held(StudioSettings $settings, string $body, bool $held): void
    {
        $this->assertSame($held, $settings->holdsComment($body));
    }
}

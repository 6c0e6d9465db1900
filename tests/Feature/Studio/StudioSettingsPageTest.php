<?php

namespace Tests\Feature\Studio;

use App\Enums\Category;
use App\Enums\Visibility;
use App\Models\Channel;
use App\Studio\StudioSettings;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

class StudioSettingsPageTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->withoutVite();
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private static function form(array $overrides = []): array
    {
        return array_replace_recursive([
            'upload' => ['visibility' => 'unlisted', 'category' => 'music', 'made_for_kids' => true, 'tags' => 'live, Jazz ,live'],
            'comments' => ['hold_all' => false, 'hold_links' => true, 'blocked_words' => "Spoiler\nbad  word, spoiler"],
            'notifications' => ['followers' => false, 'recommended_videos' => true, 'channel_activity' => true, 'replies' => true, 'mentions' => false],
            'privacy' => ['keep_subscriptions_private' => false],
            'playback' => ['inline_playback' => false],
        ], $overrides);
    }

    public function test_the_page_shows_the_defaults_of_a_channel_that_never_saved(): void
    {
        $channel = Channel::factory()->create();

        $this->actingAs($channel->user)->get('/studio/settings')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Studio/Settings')
                ->where('studioSettings.upload', ['visibility' => 'private', 'category' => null, 'made_for_kids' => false, 'tags' => ''])
                ->where('studioSettings.comments', ['hold_all' => false, 'hold_links' => false, 'blocked_words' => ''])
                ->where('studioSettings.notifications', ['followers' => true, 'recommended_videos' => false, 'channel_activity' => false, 'replies' => false, 'mentions' => false])
                ->where('studioSettings.privacy.keep_subscriptions_private', true)
                ->where('studioSettings.playback.inline_playback', true)
                ->has('categories', count(Category::uploadable())));
    }

    public function test_saving_stores_every_setting_and_the_page_shows_them_again(): void
    {
        $channel = Channel::factory()->create();

        $this->actingAs($channel->user)->patch('/studio/settings', self::form())
            ->assertSessionHasNoErrors()
            ->assertRedirect('/studio/settings')
            ->assertSessionHas('status', 'Settings saved');

        $settings = $channel->fresh()->studio_settings;
        $this->assertSame(Visibility::Unlisted, $settings->uploadVisibility);
        $this->assertSame(Category::Music, $settings->uploadCategory);
        $this->assertTrue($settings->uploadMadeForKids);
        $this->assertSame(['live', 'Jazz'], $settings->uploadTags);
        $this->assertSame(['spoiler', 'bad word'], $settings->blockedWords);
        $this->assertTrue($settings->holdCommentsWithLinks);
        $this->assertFalse($settings->notifications['followers']);
        $this->assertTrue($settings->notifications['recommended_videos']);

        // The account's own settings, the same ones Settings › Notifications, Privacy and Playback show.
        $account = $channel->user->fresh()?->settings;
        $this->assertTrue($account?->notifies('channel_activity'));
        $this->assertTrue($account?->notifies('replies'));
        $this->assertFalse($account?->notifies('mentions'));
        $this->assertTrue($account?->showsSubscriptions());
        $this->assertFalse($account?->flag('playback', 'inline_playback'));

        $this->actingAs($channel->user)->get('/studio/settings')
            ->assertInertia(fn (Assert $page) => $page
                ->where('studioSettings.upload.tags', 'live, Jazz')
                ->where('studioSettings.comments.blocked_words', "spoiler\nbad word")
                ->where('studioSettings.notifications.channel_activity', true)
                ->where('studioSettings.privacy.keep_subscriptions_private', false)
                ->where('studioSettings.playback.inline_playback', false)
                ->where('settings.privacy.show_subscriptions', true));
    }

    /**
     * @return iterable<string, array{array<string, mixed>, string}>
     */
    public static function badForms(): iterable
    {
        yield 'an unknown visibility' => [self::form(['upload' => ['visibility' => 'everyone']]), 'upload.visibility'];
        yield 'a category one cannot upload to' => [self::form(['upload' => ['category' => 'news']]), 'upload.category'];
        yield 'an array for tags' => [self::form(['upload' => ['tags' => ['a']]]), 'upload.tags'];
        yield 'too many tags' => [self::form(['upload' => ['tags' => implode(',', range(1, 16))]]), 'upload.tags'];
        yield 'a flag that is no flag' => [self::form(['comments' => ['hold_all' => 'sometimes']]), 'comments.hold_all'];
        yield 'a blocked phrase too long' => [self::form(['comments' => ['blocked_words' => str_repeat('x', 51)]]), 'comments.blocked_words'];
        yield 'a string for a section' => [array_replace(self::form(), ['privacy' => 'public']), 'privacy'];
        yield 'an unknown key in a section' => [self::form(['playback' => ['autoplay' => true]]), 'playback'];
        yield 'a missing section' => [array_diff_key(self::form(), ['notifications' => true]), 'notifications'];
        yield 'a missing notification' => [array_replace(self::form(), ['notifications' => ['followers' => true]]), 'notifications.mentions'];
    }

    /**
     * @param  array<string, mixed>  $form
     */
    #[DataProvider('badForms')]
    public function test_a_bad_form_is_refused_by_field_and_changes_nothing(array $form, string $field): void
    {
        $channel = Channel::factory()->create();

        $this->actingAs($channel->user)->from('/studio/settings')->patch('/studio/settings', $form)
            ->assertRedirect('/studio/settings')
            ->assertSessionHasErrors($field);

        $this->assertNull($channel->fresh()->getRawOriginal('studio_settings'));
        $this->assertNull($channel->user->fresh()?->getRawOriginal('settings'));
    }

    public function test_settings_saved_in_settings_show_on_the_studio_page(): void
    {
        $channel = Channel::factory()->create();
        $channel->user->settings = $channel->user->settings
            ->with('privacy', ['show_subscriptions' => true])
            ->with('notifications', ['mentions' => true]);
        $channel->user->save();

        $this->actingAs($channel->user)->get('/studio/settings')->assertInertia(fn (Assert $page) => $page
            ->where('studioSettings.privacy.keep_subscriptions_private', false)
            ->where('studioSettings.notifications.mentions', true));
    }

    public function test_saving_changes_only_the_signed_in_creators_channel(): void
    {
        $owner = Channel::factory()->create();
        $other = Channel::factory()->create();

        $this->actingAs($other->user)->patch('/studio/settings', self::form(['comments' => ['hold_all' => true]]))->assertSessionHasNoErrors();

        $this->assertTrue($other->fresh()->studio_settings->holdAllComments);
        $this->assertEquals(new StudioSettings, $owner->fresh()->studio_settings);
        $this->assertNull($owner->user->fresh()?->getRawOriginal('settings'));
    }

    public function test_the_upload_pages_start_from_the_upload_defaults(): void
    {
        $channel = Channel::factory()->create();
        $this->actingAs($channel->user)->patch('/studio/settings', self::form())->assertSessionHasNoErrors();

        $this->get('/studio/upload/video')->assertInertia(fn (Assert $page) => $page
            ->where('defaults', ['tags' => 'live, Jazz', 'visibility' => 'unlisted', 'category' => 'music', 'is_kids_friendly' => true]));
        // A short is private or public, with no category or made-for-kids flag.
        $this->get('/studio/upload/short')->assertInertia(fn (Assert $page) => $page
            ->where('defaults', ['tags' => 'live, Jazz', 'visibility' => 'private', 'category' => '', 'is_kids_friendly' => false]));
    }
}

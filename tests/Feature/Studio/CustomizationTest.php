<?php

namespace Tests\Feature\Studio;

use App\Http\Requests\Studio\UpdateCustomizationRequest;
use App\Media\PublicMedia;
use App\Models\Channel;
use App\Models\ChannelHandleRedirect;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Routing\Middleware\ThrottleRequests;
use Illuminate\Support\Facades\Cache;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\Feature\Channel\MakesImages;
use Tests\TestCase;

class CustomizationTest extends TestCase
{
    use MakesImages, RefreshDatabase;

    private Channel $channel;

    private User $owner;

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
        $this->channel = Channel::factory()->create(['handle' => 'night-owls', 'name' => 'Night Owls']);
        $this->owner = $this->channel->user;
    }

    /**
     * @param  array<string, mixed>  $payload
     * @return \Illuminate\Testing\TestResponse<\Symfony\Component\HttpFoundation\Response>
     */
    private function save(array $payload, ?User $as = null): \Illuminate\Testing\TestResponse
    {
        // Saves are limited to a few a minute; these tests save more often than a person would.
        $this->withoutMiddleware(ThrottleRequests::class);

        return $this->actingAs($as ?? $this->owner)
            ->from(route('studio.customization'))
            ->post(route('studio.customization.update'), [...$payload, '_method' => 'patch']);
    }

    public function test_the_page_opens_on_the_layout_tab_with_the_channel_as_saved(): void
    {
        $video = Video::factory()->for($this->channel)->create();
        $featured = Channel::factory()->create();
        $this->channel->update([
            'featured_video_id' => $video->id,
            'featured_channels' => [$featured->id],
            'links' => [['title' => 'Shop', 'url' => 'https://shop.example']],
            'contact_email' => 'hello@night-owls.example',
        ]);

        $this->actingAs($this->owner)->get(route('studio.customization'))
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Studio/Customization')
                ->where('tab', 'layout')
                ->where('customization.handle', 'night-owls')
                ->where('customization.featured_video.id', $video->public_id)
                ->where('customization.featured_video_for_returning', null)
                ->where('customization.featured_channels.0.id', $featured->id)
                ->where('customization.links.0.url', 'https://shop.example')
                ->where('customization.contact_email', 'hello@night-owls.example')
                ->missing('videoChoices')
                ->missing('channelChoices'));

        $this->get(route('studio.customization', ['tab' => 'basic-info']))->assertInertia(fn (Assert $page) => $page->where('tab', 'basic-info'));
        $this->get(route('studio.customization', ['tab' => ['x']]))->assertInertia(fn (Assert $page) => $page->where('tab', 'layout'));
    }

    public function test_the_pickers_offer_the_channels_own_listed_videos_and_other_channels(): void
    {
        $listed = Video::factory()->for($this->channel)->create(['title' => 'Owl calls at dusk']);
        Video::factory()->for($this->channel)->private()->create(['title' => 'Owl secret']);
        Video::factory()->for($this->channel)->processing()->create(['title' => 'Owl unfinished']);
        Video::factory()->for($this->channel)->blip()->create(['title' => 'Owl blip']);
        Video::factory()->create(['title' => 'Owl of someone else']);
        $subscribed = Channel::factory()->create(['name' => 'Bird Watchers']);
        Subscription::query()->create(['user_id' => $this->owner->id, 'channel_id' => $subscribed->id]);

        $videos = $this->actingAs($this->owner)->partialReload(route('studio.customization', ['video_search' => 'owl']), 'Studio/Customization', 'videoChoices')
            ->json('props.videoChoices');
        $this->assertSame([$listed->public_id], array_column($videos, 'id'));

        $suggested = $this->partialReload(route('studio.customization'), 'Studio/Customization', 'channelChoices')->json('props.channelChoices');
        $this->assertSame([$subscribed->id], array_column($suggested, 'id'));

        $found = $this->partialReload(route('studio.customization', ['channel_search' => 'night owls']), 'Studio/Customization', 'channelChoices')->json('props.channelChoices');
        $this->assertNotContains($this->channel->id, array_column($found, 'id'), 'The channel never features itself.');
    }

    public function test_save_persists_every_tab_and_renews_the_channel_pages_caches(): void
    {
        $spotlight = Video::factory()->for($this->channel)->create();
        $returning = Video::factory()->for($this->channel)->create();
        $others = Channel::factory()->count(2)->create();
        Cache::forever("channel:{$this->channel->id}:listing-generation", 'before');

        $this->save([
            'name' => '  Night Owls TV ',
            'description' => 'Birds after dark.',
            'contact_email' => 'hello@night-owls.example',
            'links' => [['title' => 'Shop', 'url' => 'https://shop.example/owls']],
            'featured_video_id' => $spotlight->public_id,
            'featured_video_for_returning_id' => $returning->public_id,
            'featured_channels' => [$others[1]->id, $others[0]->id],
            'show_related_channels' => '1',
            'show_unsubscribed_indicator' => '0',
        ])->assertRedirect(route('studio.customization'))->assertSessionHas('status', 'Changes saved.')->assertSessionHasNoErrors();

        $this->channel->refresh();
        $this->assertSame('Night Owls TV', $this->channel->name);
        $this->assertSame('Birds after dark.', $this->channel->description);
        $this->assertSame('hello@night-owls.example', $this->channel->contact_email);
        $this->assertSame([['title' => 'Shop', 'url' => 'https://shop.example/owls']], $this->channel->links);
        $this->assertSame($spotlight->id, $this->channel->featured_video_id);
        $this->assertSame($returning->id, $this->channel->featured_video_for_returning_id);
        $this->assertSame([$others[1]->id, $others[0]->id], $this->channel->featured_channels);
        $this->assertFalse($this->channel->show_unsubscribed_indicator);
        $this->assertNotSame('before', Cache::get("channel:{$this->channel->id}:listing-generation"));

        // Emptying: null clears a field; a field left out stays.
        $this->save(['featured_video_id' => null, 'links' => null, 'featured_channels' => null, 'contact_email' => ''])->assertSessionHasNoErrors();
        $this->channel->refresh();
        $this->assertNull($this->channel->featured_video_id);
        $this->assertSame($returning->id, $this->channel->featured_video_for_returning_id);
        $this->assertSame([], $this->channel->links);
        $this->assertSame([], $this->channel->featured_channels);
        $this->assertNull($this->channel->contact_email);
        $this->assertSame('Night Owls TV', $this->channel->name);
    }

    public function test_the_save_returns_to_the_tab_it_came_from(): void
    {
        $this->actingAs($this->owner)
            ->post(route('studio.customization.update', ['tab' => 'branding']), ['_method' => 'patch', 'name' => 'Owls'])
            ->assertRedirect(route('studio.customization', ['tab' => 'branding']));
    }

    /**
     * @return array<string, array{array<string, mixed>, string, string}>
     */
    public static function refusedFields(): array
    {
        $link = fn (string $url) => ['links' => [['title' => 'Site', 'url' => $url]]];
        $refused = 'A link must be a web address starting with https://.';

        return [
            'blank name' => [['name' => '   '], 'name', 'Please enter a channel name.'],
            'name as a list' => [['name' => ['x']], 'name', 'The channel name field must be a string.'],
            'javascript link' => [$link('javascript:alert(document.cookie)'), 'links.0.url', $refused],
            'JavaScript link in capitals' => [$link('JAVASCRIPT://example.com/%0Aalert(1)'), 'links.0.url', $refused],
            'data link' => [$link('data:text/html,<script>alert(1)</script>'), 'links.0.url', $refused],
            'plain http link' => [$link('http://example.com'), 'links.0.url', $refused],
            'ftp link' => [$link('ftp://example.com/file'), 'links.0.url', $refused],
            'link without a host' => [$link('https:///path'), 'links.0.url', $refused],
            'link with credentials' => [$link('https://bank.example@evil.example/'), 'links.0.url', $refused],
            'link with a line break' => [$link("https://example.com/\nx"), 'links.0.url', $refused],
            'relative link' => [$link('/studio'), 'links.0.url', $refused],
            'link without a title' => [['links' => [['title' => '', 'url' => 'https://example.com']]], 'links.0.title', 'Give the link a title.'],
            'link as a string' => [['links' => ['https://example.com']], 'links.0', 'Each link has a title and a URL.'],
            'link with extra keys' => [['links' => [['title' => 'a', 'url' => 'https://example.com', 'rel' => 'x']]], 'links.0', 'Each link has a title and a URL.'],
            'links keyed by name' => [['links' => ['a' => ['title' => 'a', 'url' => 'https://example.com']]], 'links', 'The links field must be a list.'],
            'too many links' => [['links' => array_fill(0, 11, ['title' => 'a', 'url' => 'https://example.com'])], 'links', 'Add at most 10 links.'],
            'bad contact e-mail' => [['contact_email' => 'not an address'], 'contact_email', 'Enter an e-mail address such as name@example.com.'],
            'featured channels as a string' => [['featured_channels' => '1,2'], 'featured_channels', 'The featured channels field must be an array.'],
            'featured channel that is not a number' => [['featured_channels' => ['abc']], 'featured_channels.0', 'Choose channels from the list.'],
            'featured channel out of range' => [['featured_channels' => ['99999999999999999999']], 'featured_channels.0', 'Choose channels from the list.'],
            'unknown featured channel' => [['featured_channels' => [999999]], 'featured_channels.0', 'That channel no longer exists.'],
            'spotlight id of the wrong shape' => [['featured_video_id' => 'abc'], 'featured_video_id', "Choose one of your channel's public videos that has finished processing."],
            'spotlight as a list' => [['featured_video_id' => ['abc']], 'featured_video_id', 'The featured video id field must be a string.'],
            'toggle that is not a yes or no' => [['show_related_channels' => 'maybe'], 'show_related_channels', 'The show related channels field must be true or false.'],
        ];
    }

    /**
     * @param  array<string, mixed>  $payload
     */
    #[DataProvider('refusedFields')]
    public function test_bad_input_is_a_field_error_and_changes_nothing(array $payload, string $field, string $message): void
    {
        $before = $this->channel->fresh()?->getAttributes();

        $this->save(['description' => 'Changed', ...$payload])->assertSessionHasErrors([$field => $message]);

        $this->assertSame($before, $this->channel->fresh()?->getAttributes());
    }

    public function test_the_channel_cannot_feature_itself_or_a_channel_twice_or_more_than_twelve(): void
    {
        $other = Channel::factory()->create();

        $this->save(['featured_channels' => [$this->channel->id]])
            ->assertSessionHasErrors(['featured_channels.0' => 'Your own channel cannot be one of your featured channels.']);
        $this->save(['featured_channels' => [$other->id, $other->id]])
            ->assertSessionHasErrors(['featured_channels.0' => 'Each channel can be featured once.']);
        $this->save(['featured_channels' => Channel::factory()->count(13)->create()->modelKeys()])
            ->assertSessionHasErrors(['featured_channels' => 'Feature at most 12 channels.']);

        $this->assertNull($this->channel->fresh()?->featured_channels);
    }

    public function test_the_spotlight_refuses_another_channels_private_unfinished_or_short_video(): void
    {
        $refused = [
            'another channel\'s' => Video::factory()->create(),
            'private' => Video::factory()->for($this->channel)->private()->create(),
            'unlisted' => Video::factory()->for($this->channel)->unlisted()->create(),
            'processing' => Video::factory()->for($this->channel)->processing()->create(),
            'scheduled' => Video::factory()->for($this->channel)->scheduled()->create(),
            'blip' => Video::factory()->for($this->channel)->blip()->create(),
        ];

        foreach ($refused as $what => $video) {
            foreach (['featured_video_id', 'featured_video_for_returning_id'] as $field) {
                $this->save([$field => $video->public_id])->assertSessionHasErrors($field);
                $this->assertSame(UpdateCustomizationRequest::spotlightRefused(), session('errors')?->first($field), "A {$what} video was accepted as {$field}.");
            }
        }

        $this->channel->refresh();
        $this->assertNull($this->channel->featured_video_id);
        $this->assertNull($this->channel->featured_video_for_returning_id);
    }

    public function test_handles_are_unique_whatever_their_case_and_typed_with_or_without_the_at(): void
    {
        Channel::factory()->create(['handle' => 'bird-watchers']);

        $this->save(['handle' => 'Bird-Watchers'])->assertSessionHasErrors(['handle' => 'This handle is already taken.']);
        $this->save(['handle' => '@BIRD-WATCHERS'])->assertSessionHasErrors(['handle' => 'This handle is already taken.']);
        $this->assertSame('night-owls', $this->channel->fresh()?->handle);

        $this->save(['handle' => ' @Night.Owls_TV '])->assertSessionHasNoErrors();
        $this->assertSame('night.owls_tv', $this->channel->fresh()?->handle);
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function oddHandles(): array
    {
        return [
            'too short' => ['ab', 'A handle has 3 to 30 characters.'],
            'too long' => [str_repeat('a', 31), 'A handle has 3 to 30 characters.'],
            'spaces' => ['night owls', 'Use only letters, digits, dots, hyphens and underscores.'],
            'accents' => ['café', 'Use only letters, digits, dots, hyphens and underscores.'],
            'slash' => ['../studio', 'Use only letters, digits, dots, hyphens and underscores.'],
            'leading dot' => ['.owls', 'A handle starts and ends with a letter or a digit.'],
            'trailing hyphen' => ['owls-', 'A handle starts and ends with a letter or a digit.'],
            'two dots' => ['night..owls', 'A handle cannot have two dots, hyphens or underscores in a row.'],
            'a bare number' => ['12345', 'A handle needs at least one letter.'],
            'a page of the site' => ['studio', 'This handle is reserved. Please choose another one.'],
            'the platform\'s name' => ['Blip.Stream.Help', 'This handle is reserved. Please choose another one.'],
        ];
    }

    #[DataProvider('oddHandles')]
    public function test_reserved_and_odd_handles_are_refused(string $handle, string $message): void
    {
        $this->save(['handle' => $handle])->assertSessionHasErrors(['handle' => $message]);
        $this->assertSame('night-owls', $this->channel->fresh()?->handle);
    }

    public function test_the_handle_check_answers_as_the_owner_types(): void
    {
        Channel::factory()->create(['handle' => 'bird-watchers']);
        $check = fn (mixed $handle) => $this->actingAs($this->owner)->getJson(route('studio.customization.handle', ['handle' => $handle]));

        $check('@Owl-Cam')->assertOk()->assertExactJson(['handle' => 'owl-cam', 'available' => true, 'message' => null]);
        // The channel's own handle is its to keep.
        $check('Night-Owls')->assertOk()->assertJson(['available' => true]);
        $check('BIRD-watchers')->assertOk()->assertExactJson(['handle' => 'bird-watchers', 'available' => false, 'message' => 'This handle is already taken.']);
        $check('studio')->assertOk()->assertJson(['available' => false, 'message' => 'This handle is reserved. Please choose another one.']);
        $check(['x'])->assertUnprocessable()->assertJsonValidationErrors('handle');
    }

    public function test_the_handle_check_is_throttled(): void
    {
        for ($i = 0; $i < 60; $i++) {
            $this->actingAs($this->owner)->getJson(route('studio.customization.handle', ['handle' => "owl-{$i}"]))->assertOk();
        }

        $this->assertRateLimited($this->getJson(route('studio.customization.handle', ['handle' => 'owl-x'])), 'handle');
    }

    public function test_two_handle_changes_in_fourteen_days_then_wait(): void
    {
        $this->save(['handle' => 'owls-one'])->assertSessionHasNoErrors();
        $this->save(['handle' => 'owls-two'])->assertSessionHasNoErrors();
        $this->save(['handle' => 'owls-three'])->assertSessionHasErrors(['handle' => 'You can change your handle 2 times in 14 days. Please try again later.']);
        $this->assertSame('owls-two', $this->channel->fresh()?->handle);

        $this->travel(15)->days();
        $this->save(['handle' => 'owls-three'])->assertSessionHasNoErrors();
    }

    public function test_replacing_and_removing_the_pictures_goes_through_the_image_checks(): void
    {
        $this->save([
            'profile' => $this->upload('me.png', $this->pngBytes(900, 900)),
            'banner' => $this->upload('wide.png', $this->pngBytes(2100, 1200)),
        ])->assertSessionHasNoErrors();

        $this->channel->refresh();
        $avatar = (string) $this->channel->avatar_path;
        $banner = (string) $this->channel->banner_path;
        $disk = PublicMedia::disk();
        $this->assertSame([800, 800], array_slice((array) getimagesizefromstring((string) $disk->get($avatar)), 0, 2));
        $this->assertSame([2048, 1152], array_slice((array) getimagesizefromstring((string) $disk->get($banner)), 0, 2));

        // A new profile picture replaces the old file; removing the banner deletes it.
        $this->save(['profile' => $this->upload('new.png', $this->pngBytes(400, 400)), 'remove_banner' => '1'])->assertSessionHasNoErrors();
        $this->channel->refresh();
        $this->assertNotSame($avatar, $this->channel->avatar_path);
        $this->assertNull($this->channel->banner_path);
        $this->assertSame([(string) $this->channel->avatar_path], $disk->allFiles());
    }

    /**
     * @return array<string, array{string, callable(self): UploadedFile, string}>
     */
    public static function imageAttacks(): array
    {
        $svg = '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(1)</script></svg>';

        return [
            'an SVG' => ['profile', fn (self $test) => $test->upload('me.svg', $svg), 'The profile picture must be a JPEG, PNG, WebP or GIF image.'],
            'an SVG named .png' => ['banner', fn (self $test) => $test->upload('wide.png', $svg), 'The banner must be a JPEG, PNG, WebP or GIF image.'],
            'a PHP script named .png' => ['profile', fn (self $test) => $test->upload('me.png', "<?php system('id');\n".str_repeat('x', 2000)), 'The profile picture must be a JPEG, PNG, WebP or GIF image.'],
            'a polyglot: PNG header, cut-off pixels and a script' => ['profile', fn (self $test) => $test->upload('me.png', substr($test->pngBytes(900, 900), 0, 200).'<script>alert(1)</script>'), 'The profile picture could not be read as an image.'],
            'an oversized banner' => ['banner', fn (self $test) => UploadedFile::fake()->image('big.png', 1200, 700)->size(6145), 'The banner must be at most 6 MB.'],
            'a pixel bomb' => ['banner', fn (self $test) => $test->upload('wide.png', $test->pngBytes(4097, 600)), 'The banner must be between 1024×576 and 4096×4096 pixels.'],
            'a tiny picture' => ['profile', fn (self $test) => $test->upload('me.png', $test->pngBytes(50, 50)), 'The profile picture must be between 98×98 and 4096×4096 pixels.'],
        ];
    }

    /**
     * @param  callable(self): UploadedFile  $file
     */
    #[DataProvider('imageAttacks')]
    public function test_image_attacks_are_refused_with_a_field_error_and_nothing_stored(string $field, callable $file, string $message): void
    {
        $this->save(['name' => 'Renamed', $field => $file($this)])->assertSessionHasErrors([$field => $message]);

        $this->channel->refresh();
        $this->assertSame('Night Owls', $this->channel->name);
        $this->assertNull($this->channel->{$field === 'profile' ? 'avatar_path' : 'banner_path'});
        $this->assertSame([], PublicMedia::disk()->allFiles());
    }

    public function test_another_creator_saves_their_own_channel_and_never_this_one(): void
    {
        $other = Channel::factory()->create(['handle' => 'other-owls']);
        $video = Video::factory()->for($this->channel)->create();

        // The other creator cannot put this channel's video in their spotlight either.
        $this->save(['name' => 'Mine now', 'featured_video_id' => $video->public_id], $other->user)
            ->assertSessionHasErrors(['featured_video_id' => UpdateCustomizationRequest::spotlightRefused()]);
        $this->save(['name' => 'Mine now', 'handle' => 'owls-elsewhere'], $other->user)->assertSessionHasNoErrors();

        $this->assertSame('Night Owls', $this->channel->fresh()?->name);
        $this->assertSame('night-owls', $this->channel->fresh()?->handle);
        $this->assertSame('Mine now', $other->fresh()?->name);
        $this->assertSame(0, ChannelHandleRedirect::query()->where('channel_id', $this->channel->id)->count());
    }

    public function test_a_viewer_without_a_channel_and_a_guest_are_turned_away(): void
    {
        $this->actingAs(User::factory()->create())->get(route('studio.customization'))->assertRedirect(route('create-channel'));
        $this->actingAs(User::factory()->create())->post(route('studio.customization.update'), ['_method' => 'patch', 'name' => 'x'])->assertRedirect(route('create-channel'));
        $this->app['auth']->forgetGuards();
        $this->post(route('studio.customization.update'), ['_method' => 'patch', 'name' => 'x'])->assertRedirect(route('login'));
        $this->assertSame('Night Owls', $this->channel->fresh()?->name);
    }
}

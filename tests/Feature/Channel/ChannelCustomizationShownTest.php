<?php

namespace Tests\Feature\Channel;

use App\Models\Channel;
use App\Models\ChannelHandleRedirect;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Routing\Middleware\ThrottleRequests;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

/**
 * What the studio's customization changes on the public channel page, and the old handle's
 * redirect after a change.
 */
class ChannelCustomizationShownTest extends TestCase
{
    use RefreshDatabase;

    private Channel $channel;

    protected function setUp(): void
    {
        parent::setUp();
        $this->channel = Channel::factory()->create(['handle' => 'night-owls', 'name' => 'Night Owls']);
    }

    private function changeHandle(string $handle): void
    {
        $this->withoutMiddleware(ThrottleRequests::class);
        $this->actingAs($this->channel->user)
            ->post(route('studio.customization.update'), ['_method' => 'patch', 'handle' => $handle])
            ->assertSessionHasNoErrors();
        $this->app['auth']->forgetGuards();
    }

    public function test_a_visitor_who_does_not_subscribe_sees_one_spotlight_and_a_subscriber_the_other(): void
    {
        $latest = Video::factory()->for($this->channel)->create(['published_at' => now()->subHour()]);
        $forNewcomers = Video::factory()->for($this->channel)->create(['published_at' => now()->subMonths(3)]);
        $forReturning = Video::factory()->for($this->channel)->create(['published_at' => now()->subMonths(2)]);
        $this->channel->update(['featured_video_id' => $forNewcomers->id, 'featured_video_for_returning_id' => $forReturning->id]);
        $subscriber = User::factory()->create();
        Subscription::query()->create(['user_id' => $subscriber->id, 'channel_id' => $this->channel->id]);

        $spotlight = fn (?User $visitor) => ($visitor ? $this->actingAs($visitor) : $this)
            ->get('/channel/@night-owls?tab=home')->assertOk()->inertiaPage()['props']['home'];

        $guest = $spotlight(null);
        $this->assertSame($forNewcomers->public_id, $guest['featured']['id']);
        $this->assertArrayNotHasKey('featured_for_returning', $guest);
        $this->assertContains($latest->public_id, array_column($guest['recent'], 'id'));
        $this->assertNotContains($forNewcomers->public_id, array_column($guest['recent'], 'id'), 'The spotlight is not listed twice.');

        $this->assertSame($forNewcomers->public_id, $spotlight(User::factory()->create())['featured']['id']);
        $this->assertSame($forReturning->public_id, $spotlight($subscriber)['featured']['id']);
    }

    public function test_without_a_choice_the_latest_video_is_in_the_spotlight_for_everyone(): void
    {
        Video::factory()->for($this->channel)->create(['published_at' => now()->subDay()]);
        $latest = Video::factory()->for($this->channel)->create(['published_at' => now()->subHour()]);
        $subscriber = User::factory()->create();
        Subscription::query()->create(['user_id' => $subscriber->id, 'channel_id' => $this->channel->id]);

        $this->get('/channel/@night-owls?tab=home')->assertInertia(fn (Assert $page) => $page->where('home.featured.id', $latest->public_id));
        $this->actingAs($subscriber)->get('/channel/@night-owls?tab=home')->assertInertia(fn (Assert $page) => $page->where('home.featured.id', $latest->public_id));
    }

    public function test_a_spotlight_video_made_private_leaves_the_spotlight(): void
    {
        $latest = Video::factory()->for($this->channel)->create(['published_at' => now()->subHour()]);
        $chosen = Video::factory()->for($this->channel)->create(['published_at' => now()->subMonth()]);
        $this->channel->update(['featured_video_id' => $chosen->id]);
        $chosen->update(['visibility' => 'private']);

        $this->get('/channel/@night-owls?tab=home')->assertInertia(fn (Assert $page) => $page->where('home.featured.id', $latest->public_id));
    }

    public function test_featured_channels_show_in_the_owners_order_while_the_owner_shows_them(): void
    {
        [$first, $second, $deleted] = Channel::factory()->count(3)->create();
        $this->channel->update(['featured_channels' => [$second->id, $deleted->id, $first->id], 'show_related_channels' => true]);
        $deleted->delete();

        $this->get('/channel/@night-owls?tab=home')->assertInertia(fn (Assert $page) => $page
            ->where('home.featured_channels.0.id', $second->id)
            ->where('home.featured_channels.1.id', $first->id)
            ->has('home.featured_channels', 2)
            ->has('home.featured_channels.0', fn (Assert $card) => $card->hasAll(['id', 'handle', 'name', 'avatar_url', 'description', 'subscribers'])));

        $this->channel->update(['show_related_channels' => false]);
        $this->get('/channel/@night-owls?tab=home')->assertInertia(fn (Assert $page) => $page->where('home.featured_channels', []));
    }

    public function test_the_header_and_about_tab_carry_the_reminder_links_and_contact_e_mail(): void
    {
        $this->channel->update([
            'show_unsubscribed_indicator' => true,
            'contact_email' => 'hello@night-owls.example',
            'links' => [['title' => 'Shop', 'url' => 'https://shop.example']],
        ]);

        $this->get('/channel/@night-owls?tab=about')->assertInertia(fn (Assert $page) => $page
            ->where('channel.show_unsubscribed_indicator', true)
            ->where('about.contact_email', 'hello@night-owls.example')
            ->where('about.links', [['title' => 'Shop', 'url' => 'https://shop.example']]));

        $this->channel->update(['show_unsubscribed_indicator' => false]);
        $this->get('/channel/@night-owls')->assertInertia(fn (Assert $page) => $page->where('channel.show_unsubscribed_indicator', false));
    }

    public function test_the_old_handle_redirects_to_the_new_one_for_fourteen_days_then_404s_and_is_free(): void
    {
        $this->changeHandle('owl-cam');

        $this->get('/channel/@night-owls?tab=about')->assertRedirect('/channel/@owl-cam?tab=about')->assertStatus(302);
        $this->get('/channel/night-owls')->assertRedirect('/channel/@owl-cam');
        $this->get('/channel/@NIGHT-OWLS')->assertRedirect('/channel/@owl-cam');
        $this->get('/channel/@owl-cam')->assertOk();

        // Nobody else takes it meanwhile.
        $other = Channel::factory()->create();
        $this->actingAs($other->user)->getJson(route('studio.customization.handle', ['handle' => 'night-owls']))
            ->assertJson(['available' => false, 'message' => 'This handle is already taken.']);
        $this->app['auth']->forgetGuards();

        $this->travel(ChannelHandleRedirect::DAYS)->days();
        $this->travel(1)->minutes();
        $this->get('/channel/@night-owls')->assertNotFound();
        $this->actingAs($other->user)->getJson(route('studio.customization.handle', ['handle' => 'night-owls']))->assertJson(['available' => true]);

        $this->assertSame(0, $this->artisan('model:prune', ['--model' => [ChannelHandleRedirect::class]]));
        $this->assertDatabaseCount('channel_handle_redirects', 0);
    }

    public function test_a_chain_of_changes_leads_every_old_handle_to_the_current_one_and_a_handle_can_be_taken_back(): void
    {
        $this->changeHandle('owl-cam');
        $this->changeHandle('owl-tv');

        $this->get('/channel/@night-owls')->assertRedirect('/channel/@owl-tv');
        $this->get('/channel/@owl-cam')->assertRedirect('/channel/@owl-tv');

        $this->travel(15)->days();
        $this->changeHandle('night-owls');
        $this->get('/channel/@night-owls')->assertOk();
        $this->get('/channel/@owl-tv')->assertRedirect('/channel/@night-owls');
        $this->assertDatabaseMissing('channel_handle_redirects', ['old_handle' => 'night-owls']);
    }

    public function test_a_new_channel_never_gets_a_handle_that_still_redirects(): void
    {
        $this->changeHandle('owl-cam');
        $newcomer = User::factory()->create();

        $this->actingAs($newcomer)->post('/channels', ['name' => 'Night Owls'])->assertSessionHasNoErrors();

        $this->assertSame('night-owls-2', $newcomer->channel()->value('handle'));
    }
}

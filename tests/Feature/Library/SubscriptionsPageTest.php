<?php

namespace Tests\Feature\Library;

use App\Library\SubscriptionsPage;
use App\Models\Channel;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class SubscriptionsPageTest extends TestCase
{
    use RefreshDatabase;

    private function subscribe(User $user, Channel $channel, string $level = 'all'): void
    {
        Subscription::query()->create(['user_id' => $user->id, 'channel_id' => $channel->id, 'notification_level' => $level]);
    }

    public function test_the_latest_videos_of_subscribed_channels_come_newest_first(): void
    {
        $user = User::factory()->create();
        $followed = Channel::factory()->create();
        $other = Channel::factory()->create();
        $this->subscribe($user, $followed);
        Video::factory()->for($followed)->create(['title' => 'Older upload', 'published_at' => now()->subDays(2)]);
        Video::factory()->for($followed)->create(['title' => 'Newest upload', 'published_at' => now()->subHour()]);
        Video::factory()->for($followed)->blip()->create(['title' => 'A blip']);
        Video::factory()->for($followed)->private()->create(['title' => 'Private draft']);
        Video::factory()->for($followed)->scheduled()->create(['title' => 'Tomorrow']);
        Video::factory()->for($other)->create(['title' => 'Not subscribed']);
        $this->subscribe(User::factory()->create(), $other);

        $this->actingAs($user)->get('/subscriptions')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Library/Subscriptions')
            ->where('tab', 'videos')
            ->where('count', 1)
            ->missing('channels')
            ->has('feed.data', 2)
            ->where('feed.data.0.title', 'Newest upload')
            ->where('feed.data.1.title', 'Older upload'));
    }

    public function test_the_feed_pages_by_cursor(): void
    {
        $user = User::factory()->create();
        $channel = Channel::factory()->create();
        $this->subscribe($user, $channel);
        Video::factory()->for($channel)->count(SubscriptionsPage::VIDEOS_PER_PAGE + 2)->create(['published_at' => now()->subDay()]);

        $first = $this->actingAs($user)->partialReload('/subscriptions', 'Library/Subscriptions', 'feed')->assertOk();
        $next = (string) $first->json('scrollProps.feed.nextPage');
        $second = $this->partialReload('/subscriptions?cursor='.urlencode($next), 'Library/Subscriptions', 'feed')->assertOk();

        $this->assertCount(2, $second->json('props.feed.data'));
        $this->assertSame([], array_intersect(array_column($first->json('props.feed.data'), 'id'), array_column($second->json('props.feed.data'), 'id')));
    }

    public function test_the_feed_pages_forward_and_back_across_channels_whose_uploads_interleave(): void
    {
        $user = User::factory()->create();
        $uploads = collect();
        foreach (Channel::factory()->count(3)->create() as $n => $channel) {
            $this->subscribe($user, $channel);
            // Every channel uploads across the whole span, ties included, so each page mixes them.
            foreach (range(1, 20) as $hour) {
                $uploads->push(Video::factory()->for($channel)->create(['published_at' => now()->startOfHour()->subHours($hour * 3 + $n % 2)]));
            }
        }
        $newestFirst = $uploads->sortBy([['published_at', 'desc'], ['id', 'desc']])->pluck('public_id')->all();
        $page = fn (string $cursor) => $this->partialReload('/subscriptions'.($cursor === '' ? '' : '?cursor='.urlencode($cursor)), 'Library/Subscriptions', 'feed')->assertOk();
        $this->actingAs($user);

        $pages = [];
        $cursor = '';
        do {
            $response = $page($cursor);
            $pages[] = array_column($response->json('props.feed.data'), 'id');
            $cursor = (string) $response->json('scrollProps.feed.nextPage');
        } while ($cursor !== '');

        $this->assertSame([24, 24, 12], array_map('count', $pages));
        $this->assertSame($newestFirst, array_merge(...$pages));

        $back = (string) $page((string) $response->json('scrollProps.feed.previousPage'))->json('props.feed.data.0.id');
        $this->assertSame($pages[1][0], $back);
    }

    public function test_the_channels_tab_lists_subscriptions_a_to_z_with_latest_upload_and_level(): void
    {
        $user = User::factory()->create();
        $zeta = Channel::factory()->create(['name' => 'Zeta Films', 'subscriber_count' => 1200]);
        $alpha = Channel::factory()->create(['name' => 'alpha Cooking']);
        $quiet = Channel::factory()->create(['name' => 'Middle Quiet']);
        $this->subscribe($user, $zeta, 'none');
        $this->subscribe($user, $alpha, 'personalized');
        $this->subscribe($user, $quiet);
        Video::factory()->for($alpha)->create(['title' => 'Old bread', 'published_at' => now()->subWeek()]);
        $latest = Video::factory()->for($alpha)->create(['title' => 'Fresh bread', 'published_at' => now()->subDay()]);
        Video::factory()->for($alpha)->private()->create(['title' => 'Hidden', 'published_at' => now()]);
        Video::factory()->for($quiet)->private()->create();
        $this->subscribe(User::factory()->create(), Channel::factory()->create(['name' => 'Someone elses']));

        $this->actingAs($user)->get('/subscriptions?tab=channels')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'channels')
            ->where('count', 3)
            ->missing('feed')
            ->has('channels.data', 3)
            ->where('channels.data.0.name', 'alpha Cooking')
            ->where('channels.data.0.notification_level', 'personalized')
            ->where('channels.data.0.last_upload.id', $latest->public_id)
            ->where('channels.data.0.last_upload.title', 'Fresh bread')
            ->where('channels.data.1.name', 'Middle Quiet')
            ->where('channels.data.1.last_upload', null)
            ->where('channels.data.2.name', 'Zeta Films')
            ->where('channels.data.2.notification_level', 'none')
            ->where('channels.data.2.subscribers', 1201)
            ->has('channels.data.0', fn (Assert $card) => $card->hasAll(['id', 'handle', 'name', 'avatar_url', 'description', 'subscribers', 'notification_level', 'last_upload'])));
    }

    public function test_channel_pages_follow_each_other_even_after_an_unsubscribe(): void
    {
        $user = User::factory()->create();
        foreach (range(1, SubscriptionsPage::CHANNELS_PER_PAGE + 3) as $n) {
            $this->subscribe($user, Channel::factory()->create(['name' => sprintf('%s channel %02d', $n % 2 ? 'Even' : 'odd', $n)]));
        }

        $first = $this->actingAs($user)->partialReload('/subscriptions?tab=channels', 'Library/Subscriptions', 'channels')->assertOk();
        $firstNames = array_column($first->json('props.channels.data'), 'name');
        $this->actingAs($user)->delete('/channels/'.$first->json('props.channels.data.0.id').'/subscription');
        $next = (string) $first->json('scrollProps.channels.nextPage');
        $second = $this->partialReload('/subscriptions?tab=channels&cursor='.urlencode($next), 'Library/Subscriptions', 'channels')->assertOk();
        $secondNames = array_column($second->json('props.channels.data'), 'name');

        $this->assertCount(SubscriptionsPage::CHANNELS_PER_PAGE, $firstNames);
        $this->assertCount(3, $secondNames);
        $all = [...$firstNames, ...$secondNames];
        $sorted = $all;
        natcasesort($sorted);
        $this->assertSame(array_values($sorted), $all, 'A to Z whatever the case');
        $this->assertNull($second->json('scrollProps.channels.nextPage'));
    }

    public function test_the_channel_filter_matches_name_or_description_case_insensitively(): void
    {
        $user = User::factory()->create();
        $this->subscribe($user, Channel::factory()->create(['name' => 'Bread Lab', 'description' => 'Sourdough every week']));
        $this->subscribe($user, Channel::factory()->create(['name' => 'Night Owls', 'description' => 'Astronomy for BEGINNERS']));
        $this->subscribe($user, Channel::factory()->create(['name' => '100% Guitar', 'description' => null]));

        $names = fn (string $filter) => collect($this->actingAs($user)->get('/subscriptions?tab=channels&filter='.urlencode($filter))->inertiaProps('channels.data'))->pluck('name')->all();

        $this->assertSame(['Night Owls'], $names('beginners'));
        $this->assertSame(['Bread Lab'], $names('SOURDOUGH'));
        $this->assertSame(['100% Guitar'], $names('0%'));
        $this->assertSame([], $names('zzz'));
        $this->assertCount(3, $names(' '));
        $this->actingAs($user)->get('/subscriptions?tab=channels&filter=owls')->assertInertia(fn (Assert $page) => $page->where('filter', 'owls')->where('count', 1));
    }

    public function test_queries_stay_the_same_however_many_subscriptions(): void
    {
        $user = User::factory()->create();
        $count = fn (string $tab) => $this->queriesDuring(fn () => $this->actingAs($user->fresh() ?? $user)->get('/subscriptions?tab='.$tab)->assertOk())->count();
        $add = function (int $channels) use ($user) {
            foreach (Channel::factory()->count($channels)->create() as $channel) {
                $this->subscribe($user, $channel);
                Video::factory()->for($channel)->count(2)->create();
            }
        };

        $add(2);
        [$videos, $channels] = [$count('videos'), $count('channels')];
        $add(30);

        $this->assertSame([$videos, $channels], [$count('videos'), $count('channels')]);
    }

    public function test_a_guest_sees_the_channels_their_browser_sends(): void
    {
        $first = Channel::factory()->create(['name' => 'Alpha']);
        $second = Channel::factory()->create(['name' => 'Beta']);
        Video::factory()->for($first)->create(['title' => 'From alpha']);
        Video::factory()->for(Channel::factory()->create())->create(['title' => 'From elsewhere']);

        $this->get('/subscriptions')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('count', 0)
            ->has('feed.data', 0));

        $ids = "{$first->id},{$second->id},999999,abc,-4,{$first->id}";
        $this->partialReload('/subscriptions?channels='.urlencode($ids), 'Library/Subscriptions', ['feed', 'count'])
            ->assertOk()
            ->assertJsonPath('props.count', 2)
            ->assertJsonPath('props.feed.data.0.title', 'From alpha')
            ->assertJsonCount(1, 'props.feed.data');

        $this->partialReload('/subscriptions?tab=channels&channels='.urlencode($ids), 'Library/Subscriptions', 'channels')
            ->assertOk()
            ->assertJsonPath('props.channels.data.0.name', 'Alpha')
            ->assertJsonPath('props.channels.data.0.notification_level', null)
            ->assertJsonPath('props.channels.data.1.name', 'Beta');
    }

    public function test_odd_query_strings_never_fail(): void
    {
        $user = User::factory()->create();
        $this->subscribe($user, Channel::factory()->create());

        foreach (['tab[]=x', 'tab=nope', 'filter[]=x', 'filter='.str_repeat('x', 5000), 'channels[]=1', 'cursor[]=1', 'cursor=abc', 'tab=channels&cursor=eyJuYW1lIjpbMV19'] as $query) {
            $this->actingAs($user)->get('/subscriptions?'.$query)->assertOk();
            $this->app['auth']->forgetGuards();
            $this->get('/subscriptions?'.$query)->assertOk();
        }
    }

    public function test_another_users_subscriptions_stay_out_of_reach(): void
    {
        $owner = User::factory()->create();
        $channel = Channel::factory()->create(['name' => 'Private taste']);
        $this->subscribe($owner, $channel, 'personalized');
        $intruder = User::factory()->create();

        $this->actingAs($intruder)->get('/subscriptions?tab=channels')->assertInertia(fn (Assert $page) => $page->where('count', 0)->has('channels.data', 0));
        $this->actingAs($intruder)->patch("/channels/{$channel->id}/subscription", ['level' => 'none'])->assertNotFound();
        $this->actingAs($intruder)->delete("/channels/{$channel->id}/subscription");

        $this->assertSame('personalized', Subscription::query()->sole()->notification_level->value);
    }
}

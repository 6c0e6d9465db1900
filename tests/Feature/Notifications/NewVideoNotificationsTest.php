<?php

namespace Tests\Feature\Notifications;

use App\Enums\NotificationLevel;
use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Jobs\NotifySubscribers;
use App\Models\Channel;
use App\Models\Notification;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use App\Models\VideoView;
use App\Models\WatchHistory;
use App\Notifications\NotificationMailer;
use Illuminate\Contracts\Queue\ShouldQueueAfterCommit;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

class NewVideoNotificationsTest extends TestCase
{
    use RefreshDatabase;

    private Channel $channel;

    protected function setUp(): void
    {
        parent::setUp();
        $this->channel = Channel::factory()->create();
    }

    public function test_subscribers_whose_bell_is_all_are_told_when_a_public_video_becomes_watchable(): void
    {
        $fan = $this->subscriber(NotificationLevel::All);
        $video = $this->processing(Visibility::Public);

        $video->update(['status' => VideoStatus::Ready]);

        $this->assertNotNull($video->refresh()->published_at);
        $notification = Notification::query()->whereMorphedTo('notifiable', $fan)->sole();
        $this->assertSame(Notification::NEW_VIDEO, $notification->type);
        $this->assertSame(['video_id' => $video->id], $notification->data);
        $this->assertNull($notification->read_at);
        $this->assertSame(1, $fan->unreadNotifications()->count());
    }

    public function test_a_private_video_made_public_later_tells_subscribers_then(): void
    {
        $fan = $this->subscriber(NotificationLevel::All);
        $video = $this->privateReady();
        $this->assertSame(0, $fan->notifications()->count());

        $video->update(['visibility' => Visibility::Public]);

        $this->assertSame([$video->id], $this->notifiedVideos($fan));
    }

    public function test_personalized_tells_only_those_who_watched_the_channel_in_the_last_30_days(): void
    {
        $older = Video::factory()->for($this->channel)->create();
        $elsewhere = Video::factory()->create();
        $watched = $this->subscriber(NotificationLevel::Personalized);
        WatchHistory::query()->create(['user_id' => $watched->id, 'video_id' => $older->id, 'watched_at' => now()->subDays(29)]);
        // History paused: the view is still recorded, and counts.
        $viewed = $this->subscriber(NotificationLevel::Personalized);
        $this->recordView($viewed, $older, now()->subDays(3));
        $lapsed = $this->subscriber(NotificationLevel::Personalized);
        WatchHistory::query()->create(['user_id' => $lapsed->id, 'video_id' => $older->id, 'watched_at' => now()->subDays(31)]);
        $this->recordView($lapsed, $older, now()->subDays(31));
        $watchesOthers = $this->subscriber(NotificationLevel::Personalized);
        WatchHistory::query()->create(['user_id' => $watchesOthers->id, 'video_id' => $elsewhere->id, 'watched_at' => now()->subDay()]);
        $this->recordView($watchesOthers, $elsewhere, now()->subDay());

        $video = $this->privateReady();
        $video->update(['visibility' => Visibility::Public]);

        $this->assertSame([$video->id], $this->notifiedVideos($watched));
        $this->assertSame([$video->id], $this->notifiedVideos($viewed));
        $this->assertSame([], $this->notifiedVideos($lapsed));
        $this->assertSame([], $this->notifiedVideos($watchesOthers));
    }

    public function test_a_bell_on_none_and_viewers_who_do_not_subscribe_get_nothing(): void
    {
        $muted = $this->subscriber(NotificationLevel::None);
        $stranger = User::factory()->create();
        WatchHistory::query()->create([
            'user_id' => $stranger->id,
            'video_id' => Video::factory()->for($this->channel)->create()->id,
            'watched_at' => now(),
        ]);
        $elsewhere = User::factory()->create();
        Subscription::query()->create(['user_id' => $elsewhere->id, 'channel_id' => Channel::factory()->create()->id]);

        $this->privateReady()->update(['visibility' => Visibility::Public]);

        $this->assertSame(0, Notification::query()->count());
        $this->assertSame([], $this->notifiedVideos($muted));
    }

    public function test_unlisted_and_private_videos_never_notify(): void
    {
        $this->subscriber(NotificationLevel::All);

        $unlisted = $this->processing(Visibility::Unlisted);
        $unlisted->update(['status' => VideoStatus::Ready]);
        $this->assertNotNull($unlisted->refresh()->published_at);
        $this->processing(Visibility::Private)->update(['status' => VideoStatus::Ready]);
        $this->privateReady()->update(['visibility' => Visibility::Unlisted]);
        // Published once as unlisted, it was never news to subscribers, and is not later either.
        $unlisted->update(['visibility' => Visibility::Public]);

        $this->assertSame(0, Notification::query()->count());
    }

    public function test_a_scheduled_video_does_not_notify_when_it_becomes_ready(): void
    {
        $this->subscriber(NotificationLevel::All);
        $video = $this->processing(Visibility::Public);
        $video->update(['published_at' => now()->addDay()]);

        $video->update(['status' => VideoStatus::Ready]);

        $this->assertSame(0, Notification::query()->count());
    }

    public function test_publishing_twice_notifies_once(): void
    {
        Queue::fake();
        $video = $this->privateReady();

        $video->update(['visibility' => Visibility::Public]);
        $video->update(['visibility' => Visibility::Private]);
        $video->update(['visibility' => Visibility::Public]);
        $video->update(['title' => 'Renamed']);

        Queue::assertPushed(NotifySubscribers::class, 1);
        Queue::assertPushed(NotifySubscribers::class, fn (NotifySubscribers $job) => $job->video->is($video)
            && $job instanceof ShouldQueueAfterCommit
            // No queue named: the connection's default one, never the long media queue.
            && $job->queue === null);
    }

    public function test_hiding_a_video_again_takes_its_notifications_along_and_showing_it_does_not_resend(): void
    {
        $fan = $this->subscriber(NotificationLevel::All);
        $video = $this->privateReady();

        $video->update(['visibility' => Visibility::Public]);
        $this->assertSame(1, $fan->notifications()->count());
        $video->update(['visibility' => Visibility::Private]);
        $this->assertSame(0, $fan->notifications()->count());
        $video->update(['visibility' => Visibility::Public]);

        $this->assertSame(0, $fan->notifications()->count());
    }

    public function test_deleting_a_video_deletes_its_notifications(): void
    {
        $fan = $this->subscriber(NotificationLevel::All);
        $video = $this->privateReady();
        $video->update(['visibility' => Visibility::Public]);

        $video->delete();

        $this->assertSame(0, $fan->notifications()->count());
    }

    public function test_the_channel_owner_is_not_told_of_their_own_video(): void
    {
        Subscription::query()->create(['user_id' => $this->channel->user_id, 'channel_id' => $this->channel->id]);
        $fan = $this->subscriber(NotificationLevel::All);

        $video = $this->privateReady();
        $video->update(['visibility' => Visibility::Public]);

        $this->assertSame([], $this->notifiedVideos($this->channel->user));
        $this->assertSame([$video->id], $this->notifiedVideos($fan));
    }

    public function test_nothing_is_sent_when_the_change_is_rolled_back(): void
    {
        $this->subscriber(NotificationLevel::All);
        $video = $this->privateReady();

        DB::beginTransaction();
        $video->update(['visibility' => Visibility::Public]);
        DB::rollBack();

        $this->assertSame(0, Notification::query()->count());
    }

    public function test_a_video_hidden_before_the_job_runs_tells_nobody(): void
    {
        $this->subscriber(NotificationLevel::All);
        Queue::fake();
        $video = $this->privateReady();
        $video->update(['visibility' => Visibility::Public]);
        $video->update(['visibility' => Visibility::Unlisted]);

        (new NotifySubscribers($video->fresh() ?? $video))->handle(app(NotificationMailer::class));

        $this->assertSame(0, Notification::query()->count());
    }

    public function test_a_retried_job_writes_no_second_notification(): void
    {
        $fan = $this->subscriber(NotificationLevel::All);
        $video = $this->privateReady();
        $video->update(['visibility' => Visibility::Public]);

        (new NotifySubscribers($video))->handle(app(NotificationMailer::class));

        $this->assertSame(1, $fan->notifications()->count());
    }

    public function test_a_thousand_subscribers_are_told_in_chunks_with_a_bounded_number_of_queries(): void
    {
        $older = Video::factory()->for($this->channel)->create();
        $now = now()->toDateTimeString();
        $users = collect(range(1, 1000))->map(fn (int $i) => [
            'name' => "Fan {$i}", 'email' => "fan{$i}@example.test", 'password' => 'x', 'created_at' => $now, 'updated_at' => $now,
        ]);
        $users->chunk(200)->each(fn ($chunk) => User::query()->insert($chunk->values()->all()));
        $ids = User::query()->where('email', 'like', 'fan%@example.test')->orderBy('id')->pluck('id');
        // Every fourth is Personalized, and every other one of those watched lately.
        Subscription::query()->insert($ids->map(fn (int $id, int $i) => [
            'user_id' => $id, 'channel_id' => $this->channel->id,
            'notification_level' => $i % 4 === 0 ? NotificationLevel::Personalized->value : NotificationLevel::All->value,
            'created_at' => $now, 'updated_at' => $now,
        ])->all());
        WatchHistory::query()->insert($ids->filter(fn (int $id, int $i) => $i % 8 === 0)->map(fn (int $id) => [
            'user_id' => $id, 'video_id' => $older->id, 'position_seconds' => 0, 'watched_at' => $now,
        ])->values()->all());
        Queue::fake();
        $video = $this->privateReady();
        $video->update(['visibility' => Visibility::Public]);

        $job = new NotifySubscribers($video->refresh());

        $queries = $this->queriesDuring(fn () => $job->handle(app(NotificationMailer::class)));

        $this->assertSame(750 + 125, Notification::query()->count());
        // The owner; per chunk of 500: the subscribers, their recent watching, their settings, one insert; the empty last read.
        $this->assertLessThanOrEqual(10, $queries->count(), $queries->map(fn (string $sql) => substr($sql, 0, 90))->implode("\n"));
        $this->assertSame(2, $queries->filter(fn (string $sql) => str_starts_with(strtolower($sql), 'insert'))->count());
    }

    private function subscriber(NotificationLevel $level): User
    {
        $user = User::factory()->create();
        Subscription::query()->create(['user_id' => $user->id, 'channel_id' => $this->channel->id, 'notification_level' => $level]);

        return $user;
    }

    private function processing(Visibility $visibility): Video
    {
        return Video::factory()->for($this->channel)->processing()->create([
            'visibility' => $visibility,
            'published_at' => null,
        ]);
    }

    /** A playable video its owner has kept private so far: never published. */
    private function privateReady(): Video
    {
        $video = Video::factory()->for($this->channel)->private()->create(['published_at' => null]);
        $this->assertNull($video->published_at);

        return $video;
    }

    private function recordView(User $user, Video $video, \DateTimeInterface $at): void
    {
        VideoView::query()->create([
            'video_id' => $video->id, 'user_id' => $user->id, 'viewer_key' => VideoView::keyForUser($user),
            'viewed_at' => $at, 'viewed_on' => $at->format('Y-m-d'),
        ]);
    }

    /**
     * @return list<int>
     */
    private function notifiedVideos(User $user): array
    {
        return Notification::query()->whereMorphedTo('notifiable', $user)->pluck('video_id')->map(fn (mixed $id) => (int) $id)->all();
    }
}

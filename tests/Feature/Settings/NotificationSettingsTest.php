<?php

namespace Tests\Feature\Settings;

use App\Enums\NotificationLevel;
use App\Enums\VideoKind;
use App\Enums\Visibility;
use App\Models\Channel;
use App\Models\Notification;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use App\Notifications\NotificationsMail;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Notification as Notifications;
use Tests\TestCase;

/**
 * Settings › Notifications at work: what the bell is told, and e-mail of it as it happens or
 * in daily or weekly digests.
 */
class NotificationSettingsTest extends TestCase
{
    use RefreshDatabase;

    private Channel $channel;

    protected function setUp(): void
    {
        parent::setUp();
        Notifications::fake();
        $this->channel = Channel::factory()->create(['name' => 'Lena Codes']);
    }

    /**
     * @param  array<string, bool|string>  $notifications
     */
    private function fan(array $notifications = []): User
    {
        $user = User::factory()->create();
        $user->settings = $user->settings->with('notifications', $notifications);
        $user->save();
        Subscription::query()->create(['user_id' => $user->id, 'channel_id' => $this->channel->id, 'notification_level' => NotificationLevel::All]);

        return $user;
    }

    private function publish(VideoKind $kind = VideoKind::Video, string $title = 'New one'): Video
    {
        $video = Video::factory()->for($this->channel)->private()->create(['published_at' => null, 'kind' => $kind, 'title' => $title]);
        $video->update(['visibility' => Visibility::Public]);

        return $video;
    }

    public function test_activity_from_subscriptions_off_keeps_new_videos_out_of_the_bell(): void
    {
        $told = $this->fan();
        $quiet = $this->fan(['subscriptions' => false]);

        $this->publish();

        $this->assertSame(1, $told->notifications()->count());
        $this->assertSame(0, $quiet->notifications()->count());
    }

    public function test_live_streams_off_keeps_live_streams_out_but_not_videos(): void
    {
        $fan = $this->fan(['live_streams' => false]);

        $this->publish(VideoKind::Live);
        $this->assertSame(0, $fan->notifications()->count());

        $this->publish();
        $this->assertSame(1, $fan->notifications()->count());
    }

    public function test_email_as_it_happens_mails_each_new_notification_once(): void
    {
        $mailed = $this->fan(['email_notifications' => true, 'email_frequency' => 'immediately']);
        $digest = $this->fan(['email_notifications' => true, 'email_frequency' => 'daily']);
        $off = $this->fan();

        $this->publish(title: 'Rust in 10 minutes');

        Notifications::assertSentTo($mailed, NotificationsMail::class, fn (NotificationsMail $mail) => $mail->entries[0]['text'] === 'Lena Codes uploaded: Rust in 10 minutes');
        Notifications::assertNotSentTo([$digest, $off], NotificationsMail::class);
        $this->assertNotNull(Notification::query()->whereMorphedTo('notifiable', $mailed)->value('mailed_at'));
    }

    public function test_a_comment_on_my_video_is_mailed_when_i_asked_for_it(): void
    {
        $owner = $this->channel->user;
        $owner->settings = $owner->settings->with('notifications', ['channel_activity' => true, 'email_notifications' => true, 'email_frequency' => 'immediately']);
        $owner->save();
        $video = Video::factory()->for($this->channel)->create(['title' => 'Rust']);
        $viewer = User::factory()->create(['name' => 'Ada']);

        $this->actingAs($viewer)->post(route('comments.store', $video->public_id), ['body' => 'Great [video](https://evil.test)'])->assertSessionHasNoErrors();

        Notifications::assertSentTo($owner, NotificationsMail::class, function (NotificationsMail $mail) use ($owner) {
            $lines = $mail->toMail($owner)->introLines;

            return $lines[0] === 'Ada commented on “Rust”: Great \[video\]\(https://evil\.test\)';
        });
    }

    public function test_turning_email_off_mails_nothing(): void
    {
        $owner = $this->channel->user;
        $owner->settings = $owner->settings->with('notifications', ['channel_activity' => true, 'email_notifications' => false, 'email_frequency' => 'immediately']);
        $owner->save();
        $video = Video::factory()->for($this->channel)->create();

        $this->actingAs(User::factory()->create())->post(route('comments.store', $video->public_id), ['body' => 'Hi'])->assertSessionHasNoErrors();

        $this->assertSame(1, $owner->notifications()->count());
        Notifications::assertNothingSent();
    }

    public function test_the_daily_digest_mails_unread_notifications_once_and_leaves_the_weekly_ones(): void
    {
        $daily = $this->fan(['email_notifications' => true, 'email_frequency' => 'daily']);
        $weekly = $this->fan(['email_notifications' => true, 'email_frequency' => 'weekly']);
        $this->publish(title: 'First');
        $this->travel(1)->minutes();
        $this->publish(title: 'Second');
        $this->travel(1)->minutes();
        $this->publish(title: 'Already read');
        $daily->notifications()->latest()->first()?->markAsRead();

        $this->assertSame(0, $this->artisan('notifications:mail-digests', ['frequency' => 'daily']));

        Notifications::assertSentToTimes($daily, NotificationsMail::class, 1);
        Notifications::assertSentTo($daily, NotificationsMail::class, fn (NotificationsMail $mail) => array_column($mail->entries, 'text') === ['Lena Codes uploaded: Second', 'Lena Codes uploaded: First']);
        Notifications::assertNotSentTo($weekly, NotificationsMail::class);

        $this->assertSame(0, $this->artisan('notifications:mail-digests', ['frequency' => 'daily']));
        Notifications::assertSentToTimes($daily, NotificationsMail::class, 1);

        $this->assertSame(0, $this->artisan('notifications:mail-digests', ['frequency' => 'weekly']));
        Notifications::assertSentTo($weekly, NotificationsMail::class, fn (NotificationsMail $mail) => count($mail->entries) === 3);
    }

    public function test_the_digest_command_takes_only_daily_or_weekly(): void
    {
        $this->assertNotSame(0, $this->artisan('notifications:mail-digests', ['frequency' => 'hourly']));
    }
}

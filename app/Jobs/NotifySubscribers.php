<?php

namespace App\Jobs;

use App\Enums\NotificationLevel;
use App\Enums\VideoKind;
use App\Enums\Visibility;
use App\Models\Notification;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use App\Notifications\NotificationMailer;
use Carbon\CarbonInterface;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueueAfterCommit;
use Illuminate\Database\Eloquent\Collection as EloquentCollection;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\LazyCollection;
use Ramsey\Uuid\Uuid;

/**
 * Tells a channel's subscribers that one of its videos was published: every subscriber whose
 * bell is All, and those on Personalized who watched the channel lately, unless their
 * notification settings turned off activity from subscriptions (or live streams, for a live
 * one). Those who asked for e-mail as it happens are mailed at once. It runs on the default
 * queue (no queue named), so an upload's processing never waits for it.
 *
 * Subscribers are read a chunk at a time and each chunk's notifications go in with one
 * insert: a channel with 100k subscribers takes a few hundred queries, not 100k. Each row's id
 * is derived from the video and the subscriber, so a retried job skips the rows it wrote.
 */
class NotifySubscribers implements ShouldQueueAfterCommit
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public const CHUNK = 500;

    /** What "watched the channel lately" means for the Personalized bell. */
    public const RECENT_DAYS = 30;

    public int $tries = 3;

    /** @var list<int> */
    public array $backoff = [10, 60];

    /** A video deleted before the job runs has nobody left to tell about. */
    public bool $deleteWhenMissingModels = true;

    public function __construct(public Video $video)
    {
    }

    public function handle(NotificationMailer $mailer): void
    {
        $video = $this->video;

        // Made private or unlisted again while the job waited: nobody may hear of it now.
        if ($video->visibility !== Visibility::Public || ! $video->isPublished()) {
            return;
        }

        $ownerId = $video->channel()->value('user_id');
        $since = now()->subDays(self::RECENT_DAYS);

        Subscription::query()
            ->where('channel_id', $video->channel_id)
            ->where('notification_level', '!=', NotificationLevel::None)
            ->where('user_id', '!=', $ownerId)
            ->lazyById(self::CHUNK)
            ->chunk(self::CHUNK)
            ->each(function (LazyCollection $subscriptions) use ($video, $since, $mailer) {
                $recentViewers = $this->recentViewers(
                    $video->channel_id,
                    $subscriptions->filter(fn (Subscription $subscription) => $subscription->notification_level === NotificationLevel::Personalized)
                        ->map(fn (Subscription $subscription) => $subscription->user_id)
                        ->values()
                        ->all(),
                    $since,
                );

                $recipients = $this->willing($video, $subscriptions
                    ->filter(fn (Subscription $subscription) => $subscription->notification_level === NotificationLevel::All
                        || isset($recentViewers[$subscription->user_id]))
                    ->map(fn (Subscription $subscription) => $subscription->user_id)
                    ->values()
                    ->all());

                $this->write($video, $recipients->modelKeys());
                $recipients->each(fn (User $recipient) => $mailer->notifyAsItHappens($recipient));
            });
    }

    /**
     * Which of these users watched any video of the channel since then: a History entry, or
     * a recorded view (which counts while History is paused too).
     *
     * @param  list<int>  $userIds
     * @return array<int, int> keyed by user id
     */
    private function recentViewers(int $channelId, array $userIds, CarbonInterface $since): array
    {
        if ($userIds === []) {
            return [];
        }

        $history = DB::table('watch_history')
            ->join('videos', 'videos.id', '=', 'watch_history.video_id')
            ->where('videos.channel_id', $channelId)
            ->whereIn('watch_history.user_id', $userIds)
            ->where('watch_history.watched_at', '>=', $since)
            ->select('watch_history.user_id');

        $views = DB::table('views')
            ->join('videos', 'videos.id', '=', 'views.video_id')
            ->where('videos.channel_id', $channelId)
            ->whereIn('views.user_id', $userIds)
            ->where('views.viewed_at', '>=', $since)
            ->select('views.user_id');

        return $history->union($views)->pluck('user_id')->mapWithKeys(fn (mixed $id) => [(int) $id => (int) $id])->all();
    }

    /**
     * The users whose notification settings take this video: activity from subscriptions, and
     * for a live stream, live streams.
     *
     * @param  list<int>  $userIds
     * @return EloquentCollection<int, User>
     */
    private function willing(Video $video, array $userIds): EloquentCollection
    {
        if ($userIds === []) {
            return new EloquentCollection;
        }

        return User::query()->whereKey($userIds)->get()
            ->filter(fn (User $user) => $user->settings->notifies('subscriptions')
                && ($video->kind !== VideoKind::Live || $user->settings->notifies('live_streams')))
            ->values();
    }

    /**
     * @param  list<int>  $userIds
     */
    private function write(Video $video, array $userIds): void
    {
        if ($userIds === []) {
            return;
        }

        $now = now();
        $notifiableType = (new User)->getMorphClass();
        $data = json_encode(['video_id' => $video->id], JSON_THROW_ON_ERROR);

        Notification::query()->insertOrIgnore(array_map(fn (int $userId) => [
            'id' => Uuid::uuid5(Uuid::NAMESPACE_URL, "blipstream:new-video/{$video->public_id}/{$userId}")->toString(),
            'type' => Notification::NEW_VIDEO,
            'notifiable_type' => $notifiableType,
            'notifiable_id' => $userId,
            'video_id' => $video->id,
            'data' => $data,
            'read_at' => null,
            'created_at' => $now,
            'updated_at' => $now,
        ], $userIds));
    }
}

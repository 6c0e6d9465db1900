<?php

namespace App\Notifications;

use App\Models\Channel;
use App\Models\Comment;
use App\Models\Notification;
use App\Models\User;
use App\Models\Video;
use Illuminate\Support\Str;
use Ramsey\Uuid\Uuid;

/**
 * Tells people about activity around them: a channel owner of a new subscriber (as their
 * studio settings choose) and of a comment on one of their videos, anyone of a reply to their
 * comment and of their channel's handle mentioned (each as their account's notification
 * settings choose: channel_activity, replies, mentions). Nobody is told about their own
 * doing, and each event notifies a person once. Whoever asked for e-mail as it happens is
 * mailed at once (NotificationMailer); the digests collect the rest.
 */
class ChannelActivity
{
    public function __construct(private readonly NotificationMailer $mailer)
    {
    }

    /** How much of a comment the bell quotes. */
    public const EXCERPT = 100;

    /** Mentions beyond these in one comment are not notified. */
    private const MAX_MENTIONS = 5;

    public function subscribed(User $subscriber, Channel $channel): void
    {
        if ($channel->studio_settings->notifications['followers']) {
            // Once a day at most, so subscribing and unsubscribing in a loop is no flood.
            $this->send($channel->loadMissing('user')->user, Notification::NEW_SUBSCRIBER, $subscriber, null, [], "{$channel->id}/{$subscriber->id}/".now()->toDateString());
        }
    }

    /**
     * A comment that has just become visible: posted unheld, or approved by the owner, who
     * has then read it already.
     */
    public function commented(Comment $comment, bool $approvedByOwner = false): void
    {
        $video = $comment->commentedVideo();
        $author = $comment->user;

        if ($video === null || $author === null) {
            return;
        }

        $data = ['excerpt' => Str::limit(Str::squish($comment->body), self::EXCERPT)];
        $told = [$author->id];

        $owner = $video->channel->loadMissing('user')->user;
        if ($approvedByOwner) {
            $told[] = $owner->id;
        } elseif ($owner->settings->notifies('channel_activity')) {
            $told[] = $this->send($owner, Notification::NEW_COMMENT, $author, $video, $data, (string) $comment->id);
        }

        $parentAuthor = $comment->parent?->user;
        if ($parentAuthor !== null && ! in_array($parentAuthor->id, $told, true) && $parentAuthor->settings->notifies('replies')) {
            $told[] = $this->send($parentAuthor, Notification::COMMENT_REPLY, $author, $video, $data, (string) $comment->id);
        }

        foreach ($this->mentionedChannels($comment->body) as $channel) {
            if (! in_array($channel->user_id, $told, true) && $channel->user->settings->notifies('mentions')) {
                $told[] = $this->send($channel->user, Notification::MENTION, $author, $video, $data, (string) $comment->id);
            }
        }
    }

    /**
     * @return list<Channel>
     */
    private function mentionedChannels(string $body): array
    {
        preg_match_all('/(?<![\w@])@([A-Za-z0-9._-]{3,40})/', $body, $matches);
        // A sentence's full stop after a handle is no part of it.
        $handles = array_map(fn (string $handle) => Str::lower(rtrim($handle, '._-')), $matches[1]);
        $handles = array_slice(array_values(array_unique($handles)), 0, self::MAX_MENTIONS);

        if ($handles === []) {
            return [];
        }

        /** @var list<Channel> */
        return Channel::query()->with('user')->whereIn('handle', $handles)->get()->all();
    }

    /**
     * @param  array<string, string>  $data
     * @return int the recipient's id
     */
    private function send(User $recipient, string $type, User $actor, ?Video $video, array $data, string $event): int
    {
        $recipientId = $recipient->id;
        if ($recipientId === $actor->id) {
            return $recipientId;
        }

        $now = now();
        $inserted = Notification::query()->insertOrIgnore([
            // The same event never notifies the same person twice.
            'id' => Uuid::uuid5(Uuid::NAMESPACE_URL, "blipstream:{$type}/{$event}/{$recipientId}")->toString(),
            'type' => $type,
            'notifiable_type' => (new User)->getMorphClass(),
            'notifiable_id' => $recipientId,
            'video_id' => $video?->id,
            'actor_id' => $actor->id,
            'data' => json_encode($data, JSON_THROW_ON_ERROR),
            'read_at' => null,
            'created_at' => $now,
            'updated_at' => $now,
        ]);

        if ($inserted === 1) {
            $this->mailer->notifyAsItHappens($recipient);
        }

        return $recipientId;
    }
}

<?php

namespace App\Notifications;

use App\Enums\Visibility;
use App\Models\Notification;
use App\Models\User;
use Illuminate\Database\Eloquent\Collection as EloquentCollection;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;

/**
 * A reader's notifications as the header's bell shows them: the unread count on every page,
 * the newest few when the bell is opened, and marking them read.
 */
class Inbox
{
    public const LATEST = 20;

    /**
     * One count on the covering (notifiable, read_at) index. Every signed-in page asks for it,
     * so it goes through the query builder: booting the Eloquent model and resolving its morph
     * relation took longer than the count itself.
     */
    public function unreadCount(User $user): int
    {
        return DB::table('notifications')
            ->where('notifiable_type', $user->getMorphClass())
            ->where('notifiable_id', $user->getKey())
            ->whereNull('read_at')
            ->count();
    }

    /**
     * The newest notifications, each about a video the reader may watch now. Deleting or
     * hiding a video removes its new-video notifications; the check here covers a video that
     * stopped being playable, so no list ever names what its watch page would refuse. (A
     * comment on the reader's own private video is theirs to see.)
     *
     * @return Collection<int, Notification>
     */
    public function latest(User $user): Collection
    {
        $query = Notification::query()->whereMorphedTo('notifiable', $user)->with(['video.channel', 'actor.channel']);
        $query->latest()->orderByDesc('id')->limit(self::LATEST);

        return $this->shown($user, $query->get());
    }

    /**
     * The newest unread notifications not mailed yet, as the bell would list them, for the
     * e-mail of them (NotificationMailer).
     *
     * @return Collection<int, Notification>
     */
    public function unmailed(User $user, int $limit): Collection
    {
        $query = Notification::query()->with(['video.channel', 'actor.channel'])->whereMorphedTo('notifiable', $user);
        $query->whereNull('read_at')->whereNull('mailed_at')->latest()->orderByDesc('id')->limit($limit);

        return $this->shown($user, $query->get());
    }

    /**
     * Marks mailed every unread notification up to the newest one a mail listed: those past
     * a mail's length wait in the bell rather than fill the next mail.
     */
    public function markMailedThrough(User $user, Notification $newestMailed): void
    {
        Notification::query()
            ->whereMorphedTo('notifiable', $user)
            ->whereNull('mailed_at')
            ->where('created_at', '<=', $newestMailed->created_at)
            ->update(['mailed_at' => now()]);
    }

    /**
     * @param  EloquentCollection<int, Notification>  $notifications
     * @return Collection<int, Notification>
     */
    private function shown(User $user, EloquentCollection $notifications): Collection
    {
        return $notifications
            ->filter(fn (Notification $notification) => match ($notification->type) {
                Notification::NEW_VIDEO => $notification->video?->visibility === Visibility::Public && $notification->video->isPublished(),
                Notification::NEW_SUBSCRIBER => $notification->actor !== null,
                default => $notification->actor !== null && $notification->video !== null && Gate::forUser($user)->allows('view', $notification->video),
            })
            ->values()
            ->toBase();
    }

    /**
     * Marks read what the reader has seen: every unread notification up to the newest one the
     * bell listed, so one arriving while the bell was open stays unread.
     */
    public function markReadThrough(User $user, Notification $newestSeen): void
    {
        Notification::query()
            ->whereMorphedTo('notifiable', $user)
            ->whereNull('read_at')
            ->where('created_at', '<=', $newestSeen->created_at)
            ->update(['read_at' => now()]);
    }
}

<?php

namespace App\Models;

use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Notifications\DatabaseNotification;
use Illuminate\Support\Carbon;

/**
 * One of Laravel's database notifications (a row `$user->notifications` reads), with the
 * video it is about.
 *
 * @property string $id
 * @property string $type
 * @property string $notifiable_type
 * @property int $notifiable_id
 * @property int|null $video_id
 * @property int|null $actor_id
 * @property array<string, mixed> $data
 * @property Carbon|null $read_at
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read Video|null $video
 * @property-read User|null $actor
 */
class Notification extends DatabaseNotification
{
    use BootsTraitsByName;

    protected $table = 'notifications';

    /** A channel the reader subscribes to published a video. */
    public const NEW_VIDEO = 'new-video';

    /** Someone (the actor) subscribed to the reader's channel. */
    public const NEW_SUBSCRIBER = 'new-subscriber';

    /** The actor commented on one of the reader's videos. */
    public const NEW_COMMENT = 'new-comment';

    /** The actor replied to the reader's comment. */
    public const COMMENT_REPLY = 'comment-reply';

    /** The actor mentioned the reader's channel handle in a comment. */
    public const MENTION = 'mention';

    /**
     * @return BelongsTo<Video, $this>
     */
    public function video(): BelongsTo
    {
        return $this->belongsTo(Video::class);
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function actor(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }
}

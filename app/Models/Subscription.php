<?php

namespace App\Models;

use App\Enums\NotificationLevel;
use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

/**
 * @property int $id
 * @property int $user_id
 * @property int $channel_id
 * @property NotificationLevel $notification_level
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read User $user
 * @property-read Channel $channel
 */
class Subscription extends Model
{
    use BootsTraitsByName;

    protected $table = 'subscriptions';

    /**
     * @var list<string>
     */
    protected $fillable = ['user_id', 'channel_id', 'notification_level'];

    /**
     * @var array<string, mixed>
     */
    protected $attributes = ['notification_level' => 'all'];

    protected static function booted(): void
    {
        // The channel's stored count follows each subscription made or removed one by one.
        // The analytics' gains and losses follow them too.
        static::created(function (Subscription $subscription) {
            Channel::query()->whereKey($subscription->channel_id)->increment('subscriber_count');
            SubscriptionEvent::record($subscription->user_id, [$subscription->channel_id], 1);
        });
        static::deleted(function (Subscription $subscription) {
            Channel::query()->whereKey($subscription->channel_id)->where('subscriber_count', '>', 0)->decrement('subscriber_count');
            SubscriptionEvent::record($subscription->user_id, [$subscription->channel_id], -1);
        });
    }

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['notification_level' => NotificationLevel::class];
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    /**
     * @return BelongsTo<Channel, $this>
     */
    public function channel(): BelongsTo
    {
        return $this->belongsTo(Channel::class);
    }
}

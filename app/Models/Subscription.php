<?php

namespace App\Models;

use App\Enums\NotificationLevel;
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
    /**
     * @var list<string>
     */
    protected $fillable = ['user_id', 'channel_id', 'notification_level'];

    /**
     * @var array<string, mixed>
     */
    protected $attributes = ['notification_level' => 'all'];

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

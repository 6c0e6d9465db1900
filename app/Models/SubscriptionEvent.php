<?php

namespace App\Models;

use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Carbon;

/**
 * One subscription gained (+1) or lost (-1) by a channel: the analytics' net subscribers
 * over a period, which the subscriptions table alone cannot tell once a row is deleted.
 *
 * @property int $id
 * @property int $channel_id
 * @property int|null $user_id
 * @property int $delta
 * @property Carbon $occurred_at
 */
class SubscriptionEvent extends Model
{
    use BootsTraitsByName;

    protected $table = 'subscription_events';

    public $timestamps = false;

    /**
     * @var list<string>
     */
    protected $fillable = ['channel_id', 'user_id', 'delta', 'occurred_at'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['delta' => 'integer', 'occurred_at' => 'datetime'];
    }

    /**
     * Records the given subscriptions as gained (+1) or lost (-1) now, in one insert.
     *
     * @param  iterable<int>  $channelIds
     */
    public static function record(int $userId, iterable $channelIds, int $delta): void
    {
        $now = now();
        $rows = [];
        foreach ($channelIds as $channelId) {
            $rows[] = ['channel_id' => $channelId, 'user_id' => $userId, 'delta' => $delta, 'occurred_at' => $now];
        }

        if ($rows !== []) {
            self::query()->insert($rows);
        }
    }
}

<?php

namespace App\Models;

use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\MassPrunable;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

/**
 * A handle a channel gave up: for DAYS days its old URLs lead to the channel and nobody
 * else may take it; after that it 404s and is free.
 *
 * @property int $id
 * @property string $old_handle
 * @property int $channel_id
 * @property Carbon $expires_at
 * @property-read Channel $channel
 */
class ChannelHandleRedirect extends Model
{
    use BootsTraitsByName, MassPrunable;

    protected $table = 'channel_handle_redirects';

    public const DAYS = 14;

    /**
     * @var list<string>
     */
    protected $fillable = ['old_handle', 'channel_id', 'expires_at'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['expires_at' => 'datetime'];
    }

    /**
     * The redirects still in force.
     *
     * @return Builder<static>
     */
    public static function active(): Builder
    {
        return self::query()->where('expires_at', '>', now());
    }

    /**
     * @return Builder<static>
     */
    public function prunable(): Builder
    {
        return self::query()->where('expires_at', '<=', now());
    }

    /**
     * @return BelongsTo<Channel, $this>
     */
    public function channel(): BelongsTo
    {
        return $this->belongsTo(Channel::class);
    }
}

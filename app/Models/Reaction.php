<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\MorphTo;
use Illuminate\Support\Carbon;

/**
 * A like (+1) or dislike (-1) by one user on a video, comment or community post; one per
 * user and target (a unique index holds it).
 *
 * @property int $id
 * @property int $user_id
 * @property string $reactable_type
 * @property int $reactable_id
 * @property int $value
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read Video|Comment|CommunityPost $reactable
 * @property-read User $user
 */
class Reaction extends Model
{
    public const LIKE = 1;

    public const DISLIKE = -1;

    /**
     * @var list<string>
     */
    protected $fillable = ['user_id', 'reactable_type', 'reactable_id', 'value'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['value' => 'integer'];
    }

    /**
     * @return MorphTo<Model, $this>
     */
    public function reactable(): MorphTo
    {
        return $this->morphTo();
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }
}

<?php

namespace App\Models;

use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\MorphTo;
use Illuminate\Database\Eloquent\Relations\Relation;
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
    use BootsTraitsByName;

    protected $table = 'reactions';

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

    /**
     * Recomputes the like and dislike counts of these targets from their reactions, after
     * reactions went without passing through React (an account deleted with its reactions).
     *
     * @param  list<int>  $ids
     */
    public static function recount(string $type, array $ids): void
    {
        $model = Relation::getMorphedModel($type);
        if ($model === null || $ids === []) {
            return;
        }

        $count = fn (int $value) => self::query()
            ->selectRaw('COUNT(*)')
            ->where('reactable_type', $type)
            ->where('value', $value)
            ->whereColumn('reactable_id', (new $model)->qualifyColumn('id'));

        $model::query()->whereKey($ids)->update([
            'like_count' => $count(self::LIKE),
            'dislike_count' => $count(self::DISLIKE),
        ]);
    }
}

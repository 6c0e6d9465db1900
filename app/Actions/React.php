<?php

namespace App\Actions;

use App\Models\Comment;
use App\Models\Reaction;
use App\Models\User;
use App\Models\Video;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Support\Facades\DB;

/**
 * Sets or clears a user's like or dislike on a video or comment and keeps the target's
 * like_count and dislike_count in step, in one transaction.
 */
class React
{
    /**
     * @param  int|null  $value  Reaction::LIKE, Reaction::DISLIKE, or null to clear
     */
    public function handle(User $user, Video|Comment $target, ?int $value): void
    {
        try {
            $this->apply($user, $target, $value);
        } catch (UniqueConstraintViolationException) {
            // A parallel request inserted the same user's reaction first; now that the row
            // exists the second attempt updates it.
            $this->apply($user, $target, $value);
        }
    }

    private function apply(User $user, Video|Comment $target, ?int $value): void
    {
        DB::transaction(function () use ($user, $target, $value) {
            /** @var Reaction|null $existing */
            $existing = Reaction::query()
                ->where('user_id', $user->id)
                ->where('reactable_type', $target->getMorphClass())
                ->where('reactable_id', $target->getKey())
                ->lockForUpdate()
                ->first();

            if ($existing?->value === $value) {
                return;
            }

            if ($existing !== null) {
                $this->decrement($target, $existing->value);
            }

            if ($value === null) {
                $existing?->delete();

                return;
            }

            if ($existing !== null) {
                $existing->update(['value' => $value]);
            } else {
                Reaction::query()->create([
                    'user_id' => $user->id,
                    'reactable_type' => $target->getMorphClass(),
                    'reactable_id' => $target->getKey(),
                    'value' => $value,
                ]);
            }

            $target->newQuery()->whereKey($target->getKey())->increment(self::column($value));
        });
    }

    private function decrement(Video|Comment $target, int $value): void
    {
        $column = self::column($value);

        // Counters never go below zero, even if one drifted from the reaction rows.
        $target->newQuery()->whereKey($target->getKey())->where($column, '>', 0)->decrement($column);
    }

    private static function column(int $value): string
    {
        return $value === Reaction::LIKE ? 'like_count' : 'dislike_count';
    }
}

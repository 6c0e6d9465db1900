<?php

namespace Database\Factories;

use App\Enums\CommentStatus;
use App\Models\Comment;
use App\Models\User;
use App\Models\Video;
use Illuminate\Database\Eloquent\Factories\Factory;

/**
 * A published top-level comment on a video; for() a post or reply() for other shapes.
 *
 * @extends Factory<Comment>
 */
class CommentFactory extends Factory
{
    /**
     * @return array<string, mixed>
     */
    public function definition(): array
    {
        return [
            'commentable_type' => 'video',
            'commentable_id' => Video::factory(),
            'user_id' => User::factory(),
            'body' => fake()->sentence(),
            'status' => CommentStatus::Published,
        ];
    }

    public function replyTo(Comment $parent): static
    {
        return $this->state(fn () => [
            'commentable_type' => $parent->commentable_type,
            'commentable_id' => $parent->commentable_id,
            'parent_id' => $parent->id,
        ])->afterCreating(function (Comment $reply) use ($parent): void {
            // The thread's counter counts published replies, as posting one does.
            if ($reply->status === CommentStatus::Published) {
                Comment::query()->whereKey($parent->id)->increment('reply_count');
            }
        });
    }

    public function held(): static
    {
        return $this->state(fn () => ['status' => CommentStatus::Held]);
    }
}

<?php

namespace App\Actions;

use App\Models\Comment;
use App\Models\Reaction;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use App\Models\WatchHistory;
use Illuminate\Database\Eloquent\Relations\Relation;

/**
 * Everything the viewer has told us, as one JSON-ready archive: the account, its watch
 * history, likes and dislikes, subscriptions and comments. Videos are named by their watch
 * id and title so the archive reads on its own.
 */
final class ExportAccountData
{
    /**
     * @return array<string, mixed>
     */
    public function handle(User $user): array
    {
        return [
            'exported_at' => now()->toIso8601String(),
            'account' => [
                'name' => $user->name,
                'email' => $user->email,
                'channel' => $user->channel === null ? null : [
                    'name' => $user->channel->name,
                    'handle' => $user->channel->handle,
                    'description' => $user->channel->description,
                ],
            ],
            'history' => $user->history()->with('video:id,public_id,title')
                ->latest('watched_at')->get()
                ->map(fn (WatchHistory $entry) => [
                    ...self::video($entry->video),
                    'watched_at' => $entry->watched_at->toIso8601String(),
                    'position_seconds' => $entry->position_seconds,
                ])->all(),
            'reactions' => $user->reactions()
                ->where('reactable_type', Relation::getMorphAlias(Video::class))
                ->with('reactable:id,public_id,title')->latest()->get()
                ->map(fn (Reaction $reaction) => [
                    ...self::video($reaction->reactable instanceof Video ? $reaction->reactable : null),
                    'reaction' => $reaction->value === Reaction::LIKE ? 'like' : 'dislike',
                    'at' => $reaction->created_at->toIso8601String(),
                ])->all(),
            'subscriptions' => $user->subscriptions()->with('channel:id,name,handle')
                ->latest()->get()
                ->map(fn (Subscription $subscription) => [
                    'channel' => $subscription->channel->name,
                    'handle' => $subscription->channel->handle,
                    'notifications' => $subscription->notification_level->value,
                    'since' => $subscription->created_at->toIso8601String(),
                ])->all(),
            'comments' => Comment::query()->where('user_id', $user->id)->with('commentable')->latest()->get()
                ->map(fn (Comment $comment) => [
                    ...self::video($comment->commentable instanceof Video ? $comment->commentable : null),
                    'body' => $comment->body,
                    'status' => $comment->status->value,
                    'created_at' => $comment->created_at->toIso8601String(),
                ])->all(),
        ];
    }

    /**
     * @return array{video_id: string|null, title: string|null}
     */
    private static function video(?Video $video): array
    {
        return ['video_id' => $video?->public_id, 'title' => $video?->title];
    }
}

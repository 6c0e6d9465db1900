<?php

namespace App\Actions;

use App\Models\Channel;
use App\Models\Comment;
use App\Models\Reaction;
use App\Models\Subscription;
use App\Models\SubscriptionEvent;
use App\Models\Upload;
use App\Models\User;
use App\Models\Video;
use Illuminate\Support\Facades\DB;

/**
 * Deletes an account in one transaction: its channel with every video and file, its uploads,
 * subscriptions, reactions and history. Its comments stay without an author, so the threads
 * they belong to survive; the counts its likes and subscriptions fed are recomputed.
 */
final class DeleteAccount
{
    public function __construct(private readonly DeleteVideo $deleteVideo)
    {
    }

    public function handle(User $user): void
    {
        DB::transaction(function () use ($user) {
            $subscribedTo = Subscription::query()->where('user_id', $user->id)->pluck('channel_id');
            $reacted = Reaction::query()->where('user_id', $user->id)->get(['reactable_type', 'reactable_id']);

            Comment::query()->where('user_id', $user->id)->update(['user_id' => null]);
            $channel = Channel::query()->where('user_id', $user->id)->first();
            $channel?->videos()->each(fn (Video $video) => $this->deleteVideo->handle($video));
            // Through the model, which deletes each partial file with its row.
            Upload::query()->where('user_id', $user->id)->each(fn (Upload $upload) => $upload->delete());
            $channel?->delete();
            // Its subscriptions go with it by cascade, which the model's events never see.
            SubscriptionEvent::record($user->id, $subscribedTo, -1);
            $user->delete();

            Channel::recountSubscribers($subscribedTo);
            foreach ($reacted->groupBy('reactable_type') as $type => $reactions) {
                Reaction::recount($type, $reactions->pluck('reactable_id')->unique()->values()->all());
            }
        });
    }
}

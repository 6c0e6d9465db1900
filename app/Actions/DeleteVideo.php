<?php

namespace App\Actions;

use App\Media\PrivateMedia;
use App\Media\VideoMedia;
use App\Models\Comment;
use App\Models\Reaction;
use App\Models\Video;
use Illuminate\Database\Eloquent\Relations\Relation;
use Illuminate\Support\Facades\DB;

/**
 * Deletes a video for good: its rows (views, history and playlist entries go by foreign key;
 * comments and reactions are polymorphic, so they go here), its upload, and every file made
 * for it. Files go once the rows are committed, so a failed delete leaves a whole video.
 */
final class DeleteVideo
{
    public function handle(Video $video): void
    {
        DB::transaction(function () use ($video) {
            $upload = $video->upload()->first();
            $comments = $video->comments()->select('id');
            Reaction::query()
                ->where('reactable_type', Relation::getMorphAlias(Comment::class))
                ->whereIn('reactable_id', $comments)
                ->delete();
            $video->comments()->delete();
            $video->reactions()->delete();
            $video->delete();

            DB::afterCommit(function () use ($video, $upload) {
                // Through the model, which deletes a partial file with its row.
                $upload?->delete();
                if ($video->original_path !== null) {
                    PrivateMedia::disk()->delete($video->original_path);
                }
                // Sample videos share their media with others and keep it; an upload's is its own.
                VideoMedia::deleteAll($video);
            });
        });
    }
}

<?php

namespace App\Http\Resources;

use App\Enums\VideoStatus;
use App\Media\VideoMedia;
use App\Models\Upload;
use App\Models\Video;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A video as its owner sees it in the studio: the content table's row, the upload page's
 * draft and the edit form. `progress` is the upload's share while uploading and ffmpeg's
 * while processing. Expects the `upload` relation loaded for videos still uploading.
 *
 * @mixin Video
 */
class StudioVideoResource extends JsonResource
{
    /** @var string|null */
    public static $wrap = null;

    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Video $video */
        $video = $this->resource;

        return [
            'id' => $video->public_id,
            'kind' => $video->kind->value,
            'title' => $video->title,
            'description' => $video->description,
            'tags' => $video->tags ?? [],
            'visibility' => $video->visibility->value,
            'category' => $video->category?->value,
            'is_kids_friendly' => $video->is_kids_friendly,
            'restrictions' => $video->restrictions,
            'comments_enabled' => $video->comments_enabled,
            'status' => $video->status->value,
            'progress' => self::progress($video),
            'failure_reason' => $video->failure_reason,
            'thumbnail' => $video->thumbnail_url,
            'thumbnail_candidates' => array_map(
                fn (string $path) => VideoMedia::url($video, $path),
                $video->thumbnail_candidates ?? [],
            ),
            'duration' => $video->duration,
            'views' => $video->view_count,
            'comments' => $video->comment_count,
            'likes' => $video->like_count,
            'created_at' => $video->created_at->toIso8601String(),
            'published_at' => $video->published_at?->toIso8601String(),
            'moderation' => self::moderation($video),
        ];
    }

    /**
     * Where the video stands with the moderators, so its owner knows why it left the lists.
     *
     * @return array{state: string, reason: string|null, at: string|null}|null
     */
    private static function moderation(Video $video): ?array
    {
        return $video->moderation === null ? null : [
            'state' => $video->moderation->value,
            'reason' => $video->moderation_reason?->label(),
            'at' => $video->moderated_at?->toIso8601String(),
        ];
    }

    private static function progress(Video $video): ?int
    {
        return match ($video->status) {
            VideoStatus::Uploading => $video->upload instanceof Upload && $video->upload->upload_length > 0
                ? intdiv($video->upload->upload_offset * 100, $video->upload->upload_length)
                : 0,
            VideoStatus::Processing, VideoStatus::Watchable => $video->processing_progress,
            default => null,
        };
    }
}

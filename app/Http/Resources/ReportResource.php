<?php

namespace App\Http\Resources;

use App\Enums\Visibility;
use App\Models\Report;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A row of Report History (spec §3 Report): the video, when it was reported, why and where
 * the report stands. Expects the video and its channel loaded.
 *
 * @mixin Report
 */
class ReportResource extends JsonResource
{
    /** @var string|null */
    public static $wrap = null;

    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Report $report */
        $report = $this->resource;
        $video = $report->video;

        return [
            'id' => $report->id,
            'video' => [
                'id' => $video->public_id,
                'title' => $video->title,
                // The reporter never owns the video: once it is taken down or made private, its
                // media is where they may not fetch it.
                'thumbnail' => $video->visibility !== Visibility::Private && $video->isPublished() ? $video->thumbnail_url : null,
                'channel' => ['handle' => $video->channel->handle, 'name' => $video->channel->name],
            ],
            'reason' => $report->reason->label(),
            'status' => ['value' => $report->status->value, 'label' => $report->status->label()],
            'reported_at' => $report->created_at->toIso8601String(),
        ];
    }
}

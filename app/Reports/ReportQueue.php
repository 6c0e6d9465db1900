<?php

namespace App\Reports;

use App\Enums\VideoModeration;
use App\Enums\Visibility;
use App\Models\Report;
use App\Models\Video;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Carbon;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

/**
 * The moderators' queue: every video with open reports, the most reported first (so those
 * held out of the lists lead), each with its count, its reasons and the latest details
 * reporters wrote.
 */
final class ReportQueue
{
    public const PER_PAGE = 20;

    /** How many reporters' own words each video shows. */
    public const DETAILS_SHOWN = 3;

    /**
     * @return array{data: list<array<string, mixed>>, meta: array{current_page: int, last_page: int, total: int}}
     */
    public function videos(int $page): array
    {
        return ListPage::of(
            $page,
            fn (int $page): LengthAwarePaginator => Report::query()->scopes(['open'])
                ->select('video_id')
                ->selectRaw('count(*) as report_count, max(created_at) as last_reported_at')
                ->groupBy('video_id')
                ->orderByDesc('report_count')
                ->orderByDesc('last_reported_at')
                ->orderByDesc('video_id')
                ->paginate(self::PER_PAGE, page: $page),
            fn (array $groups) => $this->rows($groups),
        );
    }

    /**
     * @param  list<Model>  $groups  a video id with its count and latest report time each
     * @return list<array<string, mixed>>
     */
    private function rows(array $groups): array
    {
        $ids = array_map(fn (Model $group) => (int) $group->getAttribute('video_id'), $groups);
        if ($ids === []) {
            return [];
        }

        $videos = Video::query()->with('channel:id,handle,name')->whereIn('id', $ids)->get()->keyBy('id');
        $reasons = $this->reasons($ids);
        $details = $this->details($ids);

        return array_map(function (Model $group) use ($videos, $reasons, $details) {
            /** @var Video $video */
            $video = $videos[(int) $group->getAttribute('video_id')];

            return [
                'video' => [
                    'id' => $video->public_id,
                    'title' => $video->title,
                    'thumbnail' => $video->visibility !== Visibility::Private && $video->isPublished() ? $video->thumbnail_url : null,
                    'channel' => ['handle' => $video->channel->handle, 'name' => $video->channel->name],
                    'held' => $video->moderation === VideoModeration::Held,
                ],
                'report_count' => (int) $group->getAttribute('report_count'),
                'last_reported_at' => Carbon::parse((string) $group->getAttribute('last_reported_at'))->toIso8601String(),
                'reasons' => $reasons->get($video->id, []),
                'details' => $details->get($video->id, []),
            ];
        }, $groups);
    }

    /**
     * Each video's reasons with how many open reports give each, the most given first.
     *
     * @param  list<int>  $ids
     * @return Collection<int, list<array{value: string, label: string, count: int}>>
     */
    private function reasons(array $ids): Collection
    {
        return Report::query()->scopes(['open'])
            ->whereIn('video_id', $ids)
            ->select('video_id', 'reason')
            ->selectRaw('count(*) as reason_count')
            ->groupBy('video_id', 'reason')
            ->get()
            ->groupBy('video_id')
            ->map(fn (Collection $rows) => $rows
                ->sortByDesc(fn (Report $row) => (int) $row->getAttribute('reason_count'))
                ->map(fn (Report $row) => [
                    'value' => $row->reason->value,
                    'label' => $row->reason->label(),
                    'count' => (int) $row->getAttribute('reason_count'),
                ])
                ->values()
                ->all());
    }

    /**
     * The latest details written in each video's open reports.
     *
     * @param  list<int>  $ids
     * @return Collection<int, list<string>>
     */
    private function details(array $ids): Collection
    {
        $ranked = Report::query()->scopes(['open'])
            ->whereIn('video_id', $ids)
            ->whereNotNull('details')
            ->select('video_id', 'details')
            ->selectRaw('row_number() over (partition by video_id order by created_at desc, id desc) as position');

        return DB::query()->fromSub($ranked->toBase(), 'ranked')
            ->where('position', '<=', self::DETAILS_SHOWN)
            ->orderBy('position')
            ->get()
            ->groupBy('video_id')
            ->map(fn (Collection $rows) => $rows->map(fn (object $row) => (string) $row->details)->values()->all());
    }
}

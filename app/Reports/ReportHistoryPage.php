<?php

namespace App\Reports;

use App\Http\Resources\ReportResource;
use App\Models\Report;
use App\Models\User;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;

/**
 * Report History: the reports a viewer has filed, newest first, each with the video it is
 * about and where it stands.
 */
final class ReportHistoryPage
{
    public const PER_PAGE = 20;

    /**
     * @return array{data: list<array<string, mixed>>, meta: array{current_page: int, last_page: int, total: int}}
     */
    public function reports(User $user, int $page): array
    {
        return ListPage::of(
            $page,
            fn (int $page): LengthAwarePaginator => Report::query()
                ->where('user_id', $user->id)
                ->with('video.channel:id,handle,name')
                ->latest()
                ->orderByDesc('id')
                ->paginate(self::PER_PAGE, page: $page),
            fn (array $reports) => array_values(ReportResource::collection($reports)->resolve()),
        );
    }
}

<?php

namespace App\Feedback;

use App\Models\Feedback;
use App\Models\FeedbackAttachment;
use App\Reports\ListPage;
use Closure;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;

/**
 * What the moderators read at /moderation/feedback: every feedback, newest first, with its
 * sender and attachments, a page at a time.
 */
final class FeedbackInbox
{
    public const PER_PAGE = 20;

    /**
     * @return array{data: list<array<string, mixed>>, meta: array{current_page: int, last_page: int, total: int}}
     */
    public function page(int $page): array
    {
        /** @var Closure(int): LengthAwarePaginator<int, Feedback> $newestFirst */
        $newestFirst = fn (int $page) => Feedback::query()
            ->with(['user:id,name', 'attachments'])
            ->orderByDesc('created_at')
            ->orderByDesc('id')
            ->paginate(self::PER_PAGE, page: $page);

        return ListPage::of($page, $newestFirst, fn (array $entries) => array_map(self::row(...), $entries));
    }

    /**
     * @return array<string, mixed>
     */
    private static function row(Feedback $feedback): array
    {
        return [
            'id' => $feedback->id,
            'mood' => ['value' => $feedback->mood->value, 'label' => $feedback->mood->label()],
            'text' => $feedback->text,
            'include_screenshot' => $feedback->include_screenshot,
            'page_url' => $feedback->page_url,
            'user_agent' => $feedback->user_agent,
            'sender' => $feedback->user === null ? null : ['id' => $feedback->user->id, 'name' => $feedback->user->name],
            'from_account' => $feedback->from_account,
            'created_at' => $feedback->created_at->toIso8601String(),
            'attachments' => $feedback->attachments->map(fn (FeedbackAttachment $attachment) => [
                'id' => $attachment->id,
                'name' => $attachment->downloadName(),
                'mime_type' => $attachment->mime_type,
                'size' => $attachment->size,
            ])->all(),
        ];
    }
}

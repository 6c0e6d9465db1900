<?php

namespace App\Http\Requests\Reports;

use App\Enums\ReportReason;
use App\Enums\ReportStatus;
use App\Models\Report;
use App\Models\Video;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * A moderator's decision on a video's open reports: reviewed (no action) or action taken,
 * with the reason the video's owner will read.
 */
class DecideReportsRequest extends FormRequest
{
    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        return [
            'decision' => ['bail', 'required', 'string', Rule::in(array_map(fn (ReportStatus $status) => $status->value, ReportStatus::decisions()))],
            'reason' => ['bail', 'nullable', 'string', Rule::enum(ReportReason::class), 'required_if:decision,'.ReportStatus::ActionTaken->value],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'decision.required' => __('Choose Mark reviewed or Take action.'),
            'decision.string' => __('Choose Mark reviewed or Take action.'),
            'decision.in' => __('Choose Mark reviewed or Take action.'),
            'reason.string' => __('Choose one of the listed reasons.'),
            'reason.enum' => __('Choose one of the listed reasons.'),
            'reason.required_if' => __('Choose the reason the owner will be given.'),
        ];
    }

    /**
     * @return list<callable(Validator): void>
     */
    public function after(): array
    {
        return [
            function (Validator $validator) {
                $video = $this->route('video');
                if ($validator->errors()->isEmpty() && $video instanceof Video
                    && ! Report::query()->scopes(['open'])->where('video_id', $video->id)->exists()) {
                    $validator->errors()->add('decision', __('The reports of this video were already decided.'));
                }
            },
        ];
    }

    public function decision(): ReportStatus
    {
        return ReportStatus::from($this->string('decision')->toString());
    }

    public function reason(): ?ReportReason
    {
        return $this->decision() === ReportStatus::ActionTaken ? $this->enum('reason', ReportReason::class) : null;
    }
}

<?php

namespace App\Http\Requests\Reports;

use App\Enums\ReportReason;
use App\Models\Report;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;

class StoreReportRequest extends FormRequest
{
    public function authorize(): bool
    {
        // Before validation, so a video the reporter may not see says nothing about itself.
        Gate::authorize('report', $this->route('video'));

        return true;
    }

    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        return [
            'reason' => ['bail', 'required', 'string', Rule::enum(ReportReason::class)],
            'details' => ['bail', 'nullable', 'string', 'max:'.Report::DETAILS_MAX_LENGTH],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'reason.required' => __('Choose why you are reporting this video.'),
            'reason.string' => __('Choose one of the listed reasons.'),
            'reason.enum' => __('Choose one of the listed reasons.'),
            'details.string' => __('The details must be text.'),
            'details.max' => __('The details can be at most :max characters long.'),
        ];
    }

    public function reason(): ReportReason
    {
        return ReportReason::from($this->string('reason')->toString());
    }

    public function details(): ?string
    {
        return $this->filled('details') ? $this->string('details')->toString() : null;
    }
}

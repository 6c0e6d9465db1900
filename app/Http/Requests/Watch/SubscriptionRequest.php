<?php

namespace App\Http\Requests\Watch;

use App\Enums\NotificationLevel;
use App\Models\Channel;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

class SubscriptionRequest extends FormRequest
{
    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        return [
            'level' => ['bail', $this->isMethod('PATCH') ? 'required' : 'nullable', 'string', Rule::enum(NotificationLevel::class)],
        ];
    }

    /**
     * @return list<callable(Validator): void>
     */
    public function after(): array
    {
        return [
            function (Validator $validator) {
                $channel = $this->route('channel');

                // Your own uploads already reach you; a self-subscription would only inflate the count.
                if ($channel instanceof Channel && $channel->user_id === $this->user()?->id) {
                    $validator->errors()->add('channel', __('You cannot subscribe to your own channel.'));
                }
            },
        ];
    }

    public function level(): NotificationLevel
    {
        $level = $this->validated('level');

        return is_string($level) ? NotificationLevel::from($level) : NotificationLevel::All;
    }
}

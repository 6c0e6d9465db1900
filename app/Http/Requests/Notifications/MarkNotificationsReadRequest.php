<?php

namespace App\Http\Requests\Notifications;

use App\Models\Notification;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/**
 * Opening the bell: `through` names the newest notification it listed.
 */
class MarkNotificationsReadRequest extends FormRequest
{
    private ?Notification $newestSeen = null;

    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [
            'through' => ['bail', 'required', 'string', 'uuid'],
        ];
    }

    /**
     * @return array<int, callable(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator) {
            if ($validator->errors()->isNotEmpty()) {
                return;
            }

            // Someone else's id reads like one that does not exist.
            if ($this->newestSeen() === null) {
                $validator->errors()->add('through', __('This notification could not be found.'));
            }
        }];
    }

    public function newestSeen(): ?Notification
    {
        /** @var \App\Models\User $user */
        $user = $this->user();

        return $this->newestSeen ??= Notification::query()->whereMorphedTo('notifiable', $user)->find($this->string('through')->value());
    }
}

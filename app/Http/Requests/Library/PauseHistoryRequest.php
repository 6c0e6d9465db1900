<?php

namespace App\Http\Requests\Library;

use App\Models\User;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/**
 * The History page's pause, the same setting as Settings › Privacy's "Pause watch history".
 */
class PauseHistoryRequest extends FormRequest
{
    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        return [
            'paused' => ['bail', 'required', 'boolean'],
        ];
    }

    /**
     * @return list<callable(Validator): void>
     */
    public function after(): array
    {
        return [
            function (Validator $validator) {
                $user = $this->user();

                // Spec §4: keep history paused disables the pause toggles.
                if ($user instanceof User && $user->settings->keepsHistoryPaused() && ! $this->paused()) {
                    $validator->errors()->add('paused', __('Your history is kept paused. Turn off "Keep history paused" in Settings › Privacy first.'));
                }
            },
        ];
    }

    public function paused(): bool
    {
        return $this->boolean('paused');
    }
}

<?php

namespace App\Http\Requests\Library;

use Illuminate\Foundation\Http\FormRequest;

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

    public function paused(): bool
    {
        return $this->boolean('paused');
    }
}

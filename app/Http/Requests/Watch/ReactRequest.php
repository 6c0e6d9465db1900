<?php

namespace App\Http\Requests\Watch;

use App\Models\Reaction;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

class ReactRequest extends FormRequest
{
    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        return [
            'type' => ['bail', 'required', 'string', Rule::in(['like', 'dislike'])],
        ];
    }

    public function value(): int
    {
        return $this->validated('type') === 'like' ? Reaction::LIKE : Reaction::DISLIKE;
    }
}

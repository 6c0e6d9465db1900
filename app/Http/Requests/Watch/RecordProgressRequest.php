<?php

namespace App\Http\Requests\Watch;

use Illuminate\Foundation\Http\FormRequest;

class RecordProgressRequest extends FormRequest
{
    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [
            // Seconds reached; anything past the end is clamped to the video's length.
            'position' => ['bail', 'required', 'numeric', 'min:0', 'max:1000000'],
        ];
    }
}

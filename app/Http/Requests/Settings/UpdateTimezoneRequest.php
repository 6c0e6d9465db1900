<?php

namespace App\Http\Requests\Settings;

use Illuminate\Foundation\Http\FormRequest;

/**
 * The browser's time zone, which the studio's analytics count days in.
 */
class UpdateTimezoneRequest extends FormRequest
{
    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [
            'timezone' => ['bail', 'required', 'string', 'max:64', 'timezone:all'],
        ];
    }
}

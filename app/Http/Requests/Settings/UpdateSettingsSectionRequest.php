<?php

namespace App\Http\Requests\Settings;

use App\Settings\UserSettings;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/**
 * One section of the settings document, saved whole: every key of the section, each of its
 * type and among its choices, and nothing else (an unknown key is refused by name, so a
 * misspelt setting never passes for saved).
 */
abstract class UpdateSettingsSectionRequest extends FormRequest
{
    /** The section of UserSettings this form saves. */
    abstract public function section(): string;

    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        return UserSettings::rules($this->section());
    }

    /**
     * @return list<callable(Validator): void>
     */
    public function after(): array
    {
        return [
            function (Validator $validator) {
                foreach (array_diff(array_map('strval', array_keys($this->all())), UserSettings::keys($this->section())) as $key) {
                    $validator->errors()->add($key, __('This is not a setting of this section.'));
                }
            },
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            '*.boolean' => __('Choose on or off.'),
            '*.in' => __('Choose one of the listed options.'),
            '*.string' => __('Choose one of the listed options.'),
            '*.numeric' => __('Choose one of the listed options.'),
        ];
    }
}

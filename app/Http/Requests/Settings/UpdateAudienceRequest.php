<?php

namespace App\Http\Requests\Settings;

use App\Enums\Gender;
use App\Support\Countries;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * What a viewer shares for the audience figures of the channels they watch: each field is
 * optional, and an empty one shares nothing.
 */
class UpdateAudienceRequest extends FormRequest
{
    /** Accounts are for people of this age and older. */
    public const MINIMUM_AGE = 13;

    public const MAXIMUM_AGE = 120;

    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        $year = (int) now()->year;

        return [
            'birth_year' => ['bail', 'nullable', 'integer', 'between:'.($year - self::MAXIMUM_AGE).','.($year - self::MINIMUM_AGE)],
            'gender' => ['bail', 'nullable', 'string', Rule::enum(Gender::class)],
            'country' => ['bail', 'nullable', 'string', Rule::in(array_keys(Countries::names()))],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'birth_year.between' => __('Enter a birth year between :min and :max.'),
            'gender.enum' => __('Choose one of the listed genders.'),
            'country.in' => __('Choose a country from the list.'),
        ];
    }

    /**
     * @return array{birth_year: int|null, gender: string|null, country: string|null}
     */
    public function audience(): array
    {
        return [
            'birth_year' => $this->filled('birth_year') ? $this->integer('birth_year') : null,
            'gender' => $this->filled('gender') ? $this->string('gender')->toString() : null,
            'country' => $this->filled('country') ? $this->string('country')->toString() : null,
        ];
    }
}

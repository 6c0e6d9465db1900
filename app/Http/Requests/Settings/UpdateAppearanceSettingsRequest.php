<?php

namespace App\Http\Requests\Settings;

/**
 * Theme, compact mode, reduced motion, font size and language.
 */
class UpdateAppearanceSettingsRequest extends UpdateSettingsSectionRequest
{
    public function section(): string
    {
        return 'appearance';
    }
}

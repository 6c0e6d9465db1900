<?php

namespace App\Http\Requests\Settings;

/**
 * The Advance settings' switches.
 */
class UpdateAdvancedSettingsRequest extends UpdateSettingsSectionRequest
{
    public function section(): string
    {
        return 'advanced';
    }
}

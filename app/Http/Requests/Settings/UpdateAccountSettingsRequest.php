<?php

namespace App\Http\Requests\Settings;

/**
 * The Account section's own setting: the phone number (name and e-mail are the profile's, saved through its rules).
 */
class UpdateAccountSettingsRequest extends UpdateSettingsSectionRequest
{
    public function section(): string
    {
        return 'account';
    }
}

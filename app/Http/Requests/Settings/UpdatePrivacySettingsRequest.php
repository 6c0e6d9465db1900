<?php

namespace App\Http\Requests\Settings;

/**
 * History pauses, what the channel page shows to others, and the stored privacy choices.
 */
class UpdatePrivacySettingsRequest extends UpdateSettingsSectionRequest
{
    public function section(): string
    {
        return 'privacy';
    }
}

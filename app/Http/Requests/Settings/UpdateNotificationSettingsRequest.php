<?php

namespace App\Http\Requests\Settings;

/**
 * What the bell tells the account about, and whether and how often it is mailed.
 */
class UpdateNotificationSettingsRequest extends UpdateSettingsSectionRequest
{
    public function section(): string
    {
        return 'notifications';
    }
}

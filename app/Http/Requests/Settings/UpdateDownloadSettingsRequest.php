<?php

namespace App\Http\Requests\Settings;

/**
 * The Downloads settings.
 */
class UpdateDownloadSettingsRequest extends UpdateSettingsSectionRequest
{
    public function section(): string
    {
        return 'downloads';
    }
}

<?php

namespace App\Http\Requests\Settings;

/**
 * How videos play: autoplay of the next video, the default speed and the stored playback choices.
 */
class UpdatePlaybackSettingsRequest extends UpdateSettingsSectionRequest
{
    public function section(): string
    {
        return 'playback';
    }
}

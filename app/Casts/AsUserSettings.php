<?php

namespace App\Casts;

use App\Settings\UserSettings;
use Illuminate\Contracts\Database\Eloquent\CastsAttributes;
use Illuminate\Database\Eloquent\Model;
use InvalidArgumentException;

/**
 * @implements CastsAttributes<UserSettings, UserSettings>
 */
class AsUserSettings implements CastsAttributes
{
    public function get(Model $model, string $key, mixed $value, array $attributes): UserSettings
    {
        return UserSettings::fromArray(is_string($value) ? json_decode($value, true) : null);
    }

    public function set(Model $model, string $key, mixed $value, array $attributes): ?string
    {
        if (! $value instanceof UserSettings) {
            throw new InvalidArgumentException('User settings are stored from a UserSettings instance.');
        }

        $stored = $value->stored();

        // JSON_PRESERVE_ZERO_FRACTION: a speed of 1.0 stays a float when read back.
        return $stored === [] ? null : json_encode($stored, JSON_THROW_ON_ERROR | JSON_PRESERVE_ZERO_FRACTION);
    }
}

<?php

namespace App\Casts;

use App\Studio\StudioSettings;
use Illuminate\Contracts\Database\Eloquent\CastsAttributes;
use Illuminate\Database\Eloquent\Model;
use InvalidArgumentException;

/**
 * @implements CastsAttributes<StudioSettings, StudioSettings>
 */
class AsStudioSettings implements CastsAttributes
{
    public function get(Model $model, string $key, mixed $value, array $attributes): StudioSettings
    {
        $document = is_string($value) ? json_decode($value, true) : null;

        return StudioSettings::fromArray(is_array($document) ? $document : null);
    }

    public function set(Model $model, string $key, mixed $value, array $attributes): string
    {
        if (! $value instanceof StudioSettings) {
            throw new InvalidArgumentException('Studio settings are stored from a StudioSettings instance.');
        }

        return json_encode($value->toArray(), JSON_THROW_ON_ERROR);
    }
}

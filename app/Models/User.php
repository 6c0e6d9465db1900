<?php

namespace App\Models;

use App\Casts\AsUserSettings;
use App\Enums\Gender;
use App\Models\Concerns\BootsTraitsByName;
use App\Settings\UserSettings;
use Database\Factories\UserFactory;
use Illuminate\Contracts\Auth\MustVerifyEmail;
use Illuminate\Contracts\Translation\HasLocalePreference;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\Relations\HasOne;
use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Notifications\Notifiable;
use Illuminate\Support\Carbon;

/**
 * @property int $id
 * @property string $name
 * @property string $email
 * @property Carbon|null $email_verified_at
 * @property string|null $pending_email
 * @property string $password
 * @property UserSettings $settings what /settings stores, defaults filled in
 * @property string|null $timezone IANA name; null reads as UTC
 * @property int|null $birth_year shared for the channels' audience figures, like gender and country
 * @property Gender|null $gender
 * @property string|null $country ISO 3166-1 alpha-2
 * @property bool $is_moderator decides on reports (`php artisan user:moderator`)
 * @property-read Channel|null $channel
 */
class User extends Authenticatable implements HasLocalePreference, MustVerifyEmail
{
    use BootsTraitsByName;

    /** @use HasFactory<UserFactory> */
    use HasFactory, Notifiable;

    protected $table = 'users';

    /**
     * @var list<string>
     */
    protected $fillable = [
        'name',
        'email',
        'password',
    ];

    /**
     * @var array<string, mixed>
     */
    protected $attributes = [
        'pending_email' => null,
        'settings' => null,
        'timezone' => null,
        'birth_year' => null,
        'gender' => null,
        'country' => null,
        'is_moderator' => false,
    ];

    /**
     * @var list<string>
     */
    protected $hidden = [
        'password',
        'remember_token',
    ];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'email_verified_at' => 'datetime',
            'password' => 'hashed',
            'settings' => AsUserSettings::class,
            'birth_year' => 'integer',
            'gender' => Gender::class,
            'is_moderator' => 'boolean',
        ];
    }

    /**
     * The language chosen in Settings › Appearance, which pages and mails speak; null until
     * chosen, when the browser's Accept-Language decides.
     */
    public function preferredLocale(): ?string
    {
        return $this->settings->language();
    }

    /**
     * The zone the studio's analytics count days in.
     */
    public function analyticsTimezone(): string
    {
        return $this->timezone ?? 'UTC';
    }

    /**
     * @return HasOne<Channel, $this>
     */
    public function channel(): HasOne
    {
        return $this->hasOne(Channel::class);
    }

    /**
     * @return HasMany<Subscription, $this>
     */
    public function subscriptions(): HasMany
    {
        return $this->hasMany(Subscription::class);
    }

    /**
     * @return HasMany<Reaction, $this>
     */
    public function reactions(): HasMany
    {
        return $this->hasMany(Reaction::class);
    }

    /**
     * @return HasMany<WatchHistory, $this>
     */
    public function history(): HasMany
    {
        return $this->hasMany(WatchHistory::class);
    }
}

<?php

namespace App\Settings;

use Illuminate\Validation\Rule;

/**
 * An account's settings (/settings/{section}, spec §3): one JSON document on the user, in
 * sections. Only the values the account has chosen are stored; a key the document lacks reads
 * as its default, so adding a setting needs no data migration, and signing in can take a
 * signed-out visitor's choices for exactly the keys the account never set (withMissingFrom).
 * A stored value that is no longer valid reads as its default too.
 *
 * Some settings are shown elsewhere as well, from this one document: pause watch history on
 * the History page, and the studio settings' "keep my subscriptions private" (the inverse of
 * show subscriptions), inline playback and the activity, reply and mention notifications.
 */
final class UserSettings
{
    public const THEMES = ['light', 'dark', 'system'];

    public const FONT_SIZES = ['small', 'medium', 'large', 'x-large'];

    public const LANGUAGES = ['en', 'es', 'fr', 'de', 'ja'];

    public const EMAIL_FREQUENCIES = ['immediately', 'daily', 'weekly'];

    public const COOKIE_OPTIONS = ['all', 'necessary', 'custom'];

    public const STREAM_QUALITIES = ['auto', '144p', '240p', '360p', '480p', '720p', '1080p'];

    public const DOWNLOAD_QUALITIES = ['144p', '240p', '360p', '480p', '720p', '1080p'];

    public const PLAYBACK_SPEEDS = [0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0];

    public const DATA_USAGE = ['standard', 'data_saver'];

    public const AV1_PREFERENCES = ['auto', 'prefer_sd', 'always'];

    public const STORAGE_LOCATIONS = ['internal', 'sd_card'];

    public const DOWNLOAD_LIMITS = ['2gb', '5gb', '10gb', '20gb', 'unlimited'];

    public const PHONE_MAX = 20;

    /** Digits with an optional leading +, spaces, dots, dashes and brackets between them. */
    public const PHONE_PATTERN = '/^\+?[0-9](?:[0-9 ().-]*[0-9])?$/';

    /**
     * Every setting by section: its default and, for a choice, the values it may take. A
     * default of true or false makes an on/off setting; "text" is free text (the phone).
     *
     * The theme follows the device until chosen (spec §4: the stored choice, else the system
     * preference). Channel activity, replies and mentions start off, as the studio's reading
     * of these notifications has it (only followers on); e-mail and push start off so that no
     * one is mailed without asking.
     */
    private const FIELDS = [
        'account' => [
            'phone' => ['default' => null, 'text' => true],
        ],
        'notifications' => [
            'subscriptions' => ['default' => true],
            'recommended' => ['default' => true],
            'activity_sharing' => ['default' => false],
            'mentions' => ['default' => false],
            'replies' => ['default' => false],
            'channel_activity' => ['default' => false],
            'premieres' => ['default' => true],
            'live_streams' => ['default' => true],
            'email_notifications' => ['default' => false],
            'push_notifications' => ['default' => false],
            'email_frequency' => ['default' => 'daily', 'options' => self::EMAIL_FREQUENCIES],
        ],
        'privacy' => [
            'keep_history_paused' => ['default' => false],
            'pause_watch_history' => ['default' => false],
            'pause_search_history' => ['default' => false],
            'manage_activity_data' => ['default' => true],
            'show_subscriptions' => ['default' => false],
            'show_liked_videos' => ['default' => false],
            'show_saved_playlists' => ['default' => false],
            'ad_personalization' => ['default' => false],
            'cookie_preference' => ['default' => 'necessary', 'options' => self::COOKIE_OPTIONS],
        ],
        'playback' => [
            'autoplay' => ['default' => true],
            'subtitles' => ['default' => false],
            'quality_on_mobile' => ['default' => 'auto', 'options' => self::STREAM_QUALITIES],
            'quality_on_wifi' => ['default' => 'auto', 'options' => self::STREAM_QUALITIES],
            'playback_speed' => ['default' => 1.0, 'options' => self::PLAYBACK_SPEEDS],
            'miniplayer' => ['default' => true],
            'ambient_mode' => ['default' => false],
            'data_usage' => ['default' => 'standard', 'options' => self::DATA_USAGE],
            'av1_preference' => ['default' => 'auto', 'options' => self::AV1_PREFERENCES],
            'inline_playback' => ['default' => true],
        ],
        'appearance' => [
            'theme' => ['default' => 'system', 'options' => self::THEMES],
            'compact_mode' => ['default' => false],
            'reduced_motion' => ['default' => false],
            'font_size' => ['default' => 'medium', 'options' => self::FONT_SIZES],
            'language' => ['default' => 'en', 'options' => self::LANGUAGES],
        ],
        'advanced' => [
            'enable_stats' => ['default' => false],
            'enable_debug_mode' => ['default' => false],
            'enable_experimental_features' => ['default' => false],
            'enable_background_playback' => ['default' => false],
            'enable_picture_in_picture' => ['default' => true],
            'enable_hardware_acceleration' => ['default' => true],
        ],
        'downloads' => [
            'download_over_wifi' => ['default' => true],
            'download_quality' => ['default' => '720p', 'options' => self::DOWNLOAD_QUALITIES],
            'storage_location' => ['default' => 'internal', 'options' => self::STORAGE_LOCATIONS],
            'delete_watched' => ['default' => false],
            'auto_download' => ['default' => false],
            'download_limit' => ['default' => '10gb', 'options' => self::DOWNLOAD_LIMITS],
        ],
    ];

    /**
     * @param  array<string, array<string, bool|string|float|null>>  $stored  valid chosen values only
     */
    private function __construct(private readonly array $stored)
    {
    }

    public static function defaults(): self
    {
        return new self([]);
    }

    /**
     * Reads a stored (or sent) document: unknown sections and keys and invalid values are
     * dropped, so each reads as its default.
     */
    public static function fromArray(mixed $document): self
    {
        $stored = [];

        foreach (self::FIELDS as $section => $fields) {
            $values = is_array($document) && is_array($document[$section] ?? null) ? $document[$section] : [];

            foreach ($fields as $key => $field) {
                if (array_key_exists($key, $values) && self::accepts($field, $values[$key])) {
                    $stored[$section][$key] = self::normalize($field, $values[$key]);
                }
            }
        }

        return new self($stored);
    }

    /**
     * @return list<string>
     */
    public static function sections(): array
    {
        return array_keys(self::FIELDS);
    }

    /**
     * @return list<string>
     */
    public static function keys(string $section): array
    {
        return array_keys(self::FIELDS[$section] ?? []);
    }

    /**
     * The validation rules of a section's form: every key required, typed first.
     *
     * @return array<string, list<mixed>>
     */
    public static function rules(string $section): array
    {
        $rules = [];

        foreach (self::FIELDS[$section] as $key => $field) {
            $rules[$key] = match (true) {
                isset($field['text']) => ['bail', 'nullable', 'string', 'max:'.self::PHONE_MAX, 'regex:'.self::PHONE_PATTERN],
                is_bool($field['default']) => ['bail', 'required', 'boolean'],
                is_float($field['default']) => ['bail', 'required', 'numeric', Rule::in($field['options'])],
                default => ['bail', 'required', 'string', Rule::in($field['options'])],
            };
        }

        return $rules;
    }

    /**
     * The values a choice may take, by section and key, for the settings pages' selects.
     *
     * @return array<string, array<string, list<string|float>>>
     */
    public static function choices(): array
    {
        $choices = [];

        foreach (self::FIELDS as $section => $fields) {
            foreach ($fields as $key => $field) {
                if (isset($field['options'])) {
                    $choices[$section][$key] = $field['options'];
                }
            }
        }

        return $choices;
    }

    /**
     * A section's values from a validated form, typed as stored.
     *
     * @param  array<string, mixed>  $input
     */
    public function with(string $section, array $input): self
    {
        $stored = $this->stored;

        foreach (self::FIELDS[$section] ?? [] as $key => $field) {
            if (array_key_exists($key, $input)) {
                $value = match (true) {
                    is_bool($field['default']) => filter_var($input[$key], FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE),
                    // An emptied text field clears the value.
                    isset($field['text']) => is_string($input[$key]) && trim($input[$key]) !== '' ? trim($input[$key]) : null,
                    default => $input[$key],
                };

                if (self::accepts($field, $value)) {
                    $stored[$section][$key] = self::normalize($field, $value);
                }
            }
        }

        return new self($stored);
    }

    /**
     * These settings with the valid values of another document (a signed-out visitor's) for
     * each key this account never chose.
     */
    public function withMissingFrom(mixed $document): self
    {
        $stored = $this->stored;

        foreach (self::fromArray($document)->stored as $section => $values) {
            $stored[$section] = [...$values, ...($stored[$section] ?? [])];
        }

        return new self($stored);
    }

    /**
     * Every setting, defaults filled in, as the pages read them.
     *
     * @return array<string, array<string, bool|string|float|null>>
     */
    public function toArray(): array
    {
        $document = [];

        foreach (self::FIELDS as $section => $fields) {
            foreach ($fields as $key => $field) {
                $document[$section][$key] = $this->stored[$section][$key] ?? $field['default'];
            }
        }

        return $document;
    }

    /**
     * Only what the account chose, as the column keeps it.
     *
     * @return array<string, array<string, bool|string|float|null>>
     */
    public function stored(): array
    {
        return $this->stored;
    }

    public function get(string $section, string $key): bool|string|float|null
    {
        return $this->stored[$section][$key] ?? self::FIELDS[$section][$key]['default'] ?? null;
    }

    public function flag(string $section, string $key): bool
    {
        return $this->get($section, $key) === true;
    }

    /** Spec §4: keep history paused holds both pauses on, whatever their own toggles say. */
    public function keepsHistoryPaused(): bool
    {
        return $this->flag('privacy', 'keep_history_paused');
    }

    public function pausesWatchHistory(): bool
    {
        return $this->keepsHistoryPaused() || $this->flag('privacy', 'pause_watch_history');
    }

    public function pausesSearchHistory(): bool
    {
        return $this->keepsHistoryPaused() || $this->flag('privacy', 'pause_search_history');
    }

    public function showsSubscriptions(): bool
    {
        return $this->flag('privacy', 'show_subscriptions');
    }

    public function showsLikedVideos(): bool
    {
        return $this->flag('privacy', 'show_liked_videos');
    }

    /** Whether the bell tells the account of this kind of notification (a key of the notifications section). */
    public function notifies(string $key): bool
    {
        return $this->flag('notifications', $key);
    }

    /** How often notifications are mailed: one of EMAIL_FREQUENCIES, or null when e-mail is off. */
    public function emailFrequency(): ?string
    {
        return $this->flag('notifications', 'email_notifications') ? (string) $this->get('notifications', 'email_frequency') : null;
    }

    /** The language the account chose; null until it chooses, when the browser's is spoken. */
    public function language(): ?string
    {
        $language = $this->stored['appearance']['language'] ?? null;

        return is_string($language) ? $language : null;
    }

    /**
     * @param  array{default: bool|string|float|null, options?: list<string|float>, text?: bool}  $field
     */
    private static function accepts(array $field, mixed $value): bool
    {
        if (isset($field['text'])) {
            return $value === null || (is_string($value) && mb_strlen($value) <= self::PHONE_MAX && preg_match(self::PHONE_PATTERN, $value) === 1);
        }

        if (is_bool($field['default'])) {
            return is_bool($value);
        }

        if (is_float($field['default'])) {
            return is_numeric($value) && in_array((float) $value, $field['options'] ?? [], true);
        }

        return is_string($value) && in_array($value, $field['options'] ?? [], true);
    }

    /**
     * @param  array{default: bool|string|float|null, options?: list<string|float>, text?: bool}  $field
     */
    private static function normalize(array $field, mixed $value): bool|string|float|null
    {
        return match (true) {
            is_float($field['default']) && is_numeric($value) => (float) $value,
            is_bool($value), is_string($value) => $value,
            default => null,
        };
    }
}

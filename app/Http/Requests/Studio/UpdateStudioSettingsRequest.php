<?php

namespace App\Http\Requests\Studio;

use App\Enums\Category;
use App\Enums\Visibility;
use App\Settings\UserSettings;
use App\Studio\StudioSettings;
use Closure;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Str;
use Illuminate\Validation\Rule;

/**
 * The whole studio settings form at once. The studio middleware has made sure there is a
 * channel, and the settings saved are always the signed-in user's own channel's and account's
 * (the form's privacy, playback and some of its notifications are account settings).
 */
class UpdateStudioSettingsRequest extends FormRequest
{
    private const NOTIFICATIONS = [...StudioSettings::NOTIFICATIONS, ...StudioSettings::ACCOUNT_NOTIFICATIONS];

    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        $flag = ['bail', 'required', 'boolean'];
        $rules = [
            'upload' => ['bail', 'required', 'array:visibility,category,made_for_kids,tags'],
            'upload.visibility' => ['bail', 'required', 'string', Rule::enum(Visibility::class)],
            'upload.category' => ['bail', 'nullable', 'string', Rule::in(array_map(fn (Category $category) => $category->value, Category::uploadable()))],
            'upload.made_for_kids' => $flag,
            'upload.tags' => ['bail', 'nullable', 'string', 'max:1000', function (string $attribute, string $value, Closure $fail) {
                $tags = UpdateVideoRequest::splitTags($value);
                if (count($tags) > StudioSettings::MAX_TAGS) {
                    $fail(__('Use at most :count tags.', ['count' => StudioSettings::MAX_TAGS]));
                } elseif (array_filter($tags, fn (string $tag) => Str::length($tag) > UpdateVideoRequest::TAG_MAX) !== []) {
                    $fail(__('Each tag can be at most :count characters.', ['count' => UpdateVideoRequest::TAG_MAX]));
                }
            }],
            'comments' => ['bail', 'required', 'array:hold_all,hold_links,blocked_words'],
            'comments.hold_all' => $flag,
            'comments.hold_links' => $flag,
            'comments.blocked_words' => ['bail', 'nullable', 'string', 'max:10000', function (string $attribute, string $value, Closure $fail) {
                $words = self::splitWords($value);
                if (count($words) > StudioSettings::MAX_BLOCKED_WORDS) {
                    $fail(__('Block at most :count words or phrases.', ['count' => StudioSettings::MAX_BLOCKED_WORDS]));
                } elseif (array_filter($words, fn (string $word) => Str::length($word) > StudioSettings::BLOCKED_WORD_MAX) !== []) {
                    $fail(__('Each blocked word or phrase can be at most :count characters.', ['count' => StudioSettings::BLOCKED_WORD_MAX]));
                }
            }],
            'notifications' => ['bail', 'required', 'array:'.implode(',', self::NOTIFICATIONS)],
            'privacy' => ['bail', 'required', 'array:keep_subscriptions_private'],
            'privacy.keep_subscriptions_private' => $flag,
            'playback' => ['bail', 'required', 'array:inline_playback'],
            'playback.inline_playback' => $flag,
        ];

        foreach (self::NOTIFICATIONS as $key) {
            $rules["notifications.{$key}"] = $flag;
        }

        return $rules;
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'upload.visibility.enum' => __('Choose private, unlisted or public.'),
            'upload.category.in' => __('Choose one of the categories.'),
            '*.array' => __('This section of the form is not valid.'),
        ];
    }

    public function settings(): StudioSettings
    {
        return new StudioSettings(
            uploadVisibility: $this->enum('upload.visibility', Visibility::class) ?? Visibility::Private,
            uploadCategory: $this->enum('upload.category', Category::class),
            uploadMadeForKids: $this->boolean('upload.made_for_kids'),
            uploadTags: UpdateVideoRequest::splitTags((string) $this->input('upload.tags', '')),
            holdAllComments: $this->boolean('comments.hold_all'),
            holdCommentsWithLinks: $this->boolean('comments.hold_links'),
            blockedWords: self::splitWords((string) $this->input('comments.blocked_words', '')),
            notifications: array_combine(StudioSettings::NOTIFICATIONS, array_map(
                fn (string $key) => $this->boolean("notifications.{$key}"),
                StudioSettings::NOTIFICATIONS,
            )),
        );
    }

    /**
     * The account's settings with the form's part of them.
     */
    public function accountSettings(UserSettings $settings): UserSettings
    {
        return $settings
            ->with('notifications', array_combine(StudioSettings::ACCOUNT_NOTIFICATIONS, array_map(
                fn (string $key) => $this->boolean("notifications.{$key}"),
                StudioSettings::ACCOUNT_NOTIFICATIONS,
            )))
            ->with('privacy', ['show_subscriptions' => ! $this->boolean('privacy.keep_subscriptions_private')])
            ->with('playback', ['inline_playback' => $this->boolean('playback.inline_playback')]);
    }

    /**
     * Blocked words and phrases, one per line or separated by commas, lower-cased, as the
     * moderation check compares them.
     *
     * @return list<string>
     */
    public static function splitWords(string $words): array
    {
        return array_values(array_unique(array_filter(
            array_map(fn (string $word) => Str::lower(Str::squish($word)), preg_split('/[,\n]/', $words) ?: []),
            fn (string $word) => $word !== '',
        )));
    }
}

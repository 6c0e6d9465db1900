<?php

namespace App\Studio;

use App\Enums\Category;
use App\Enums\Visibility;
use Illuminate\Support\Str;

/**
 * A channel's studio settings (/studio/settings): the defaults a new upload starts from, the
 * rules that hold new comments for review and which new subscribers notify the owner. Stored
 * as one JSON document on the channel; a key the document lacks reads as its default, so
 * adding a setting needs no data migration.
 *
 * The studio settings page also shows settings of the owner's account, stored only there
 * (App\Settings\UserSettings): keep subscriptions private (show subscriptions, inverted),
 * inline playback, and the channel activity, reply and mention notifications (ACCOUNT_NOTIFICATIONS).
 */
final class StudioSettings
{
    public const MAX_TAGS = 15;

    public const MAX_BLOCKED_WORDS = 200;

    public const BLOCKED_WORD_MAX = 50;

    /** The studio-area notifications (spec §3) kept here, only followers on by default. */
    public const NOTIFICATIONS = ['followers', 'recommended_videos'];

    /** The studio page's other notifications: the account's own settings of the same names. */
    public const ACCOUNT_NOTIFICATIONS = ['channel_activity', 'replies', 'mentions'];

    /**
     * @param  list<string>  $uploadTags
     * @param  list<string>  $blockedWords  lower-cased
     * @param  array<string, bool>  $notifications  keyed by NOTIFICATIONS
     */
    public function __construct(
        public readonly Visibility $uploadVisibility = Visibility::Private,
        public readonly ?Category $uploadCategory = null,
        public readonly bool $uploadMadeForKids = false,
        public readonly array $uploadTags = [],
        public readonly bool $holdAllComments = false,
        public readonly bool $holdCommentsWithLinks = false,
        public readonly array $blockedWords = [],
        public readonly array $notifications = ['followers' => true, 'recommended_videos' => false],
    ) {
    }

    /**
     * Reads a stored document; anything missing or no longer valid falls back to its default.
     *
     * @param  array<string, mixed>|null  $document
     */
    public static function fromArray(?array $document): self
    {
        $defaults = new self;
        $section = fn (string $name): array => is_array($document[$name] ?? null) ? $document[$name] : [];
        $flag = fn (array $values, string $key, bool $default): bool => is_bool($values[$key] ?? null) ? $values[$key] : $default;
        $strings = fn (mixed $values): array => is_array($values) ? array_values(array_filter($values, 'is_string')) : [];

        $upload = $section('upload');
        $comments = $section('comments');
        $notifications = $section('notifications');

        return new self(
            uploadVisibility: Visibility::tryFrom((string) ($upload['visibility'] ?? '')) ?? $defaults->uploadVisibility,
            uploadCategory: Category::tryFrom((string) ($upload['category'] ?? '')),
            uploadMadeForKids: $flag($upload, 'made_for_kids', $defaults->uploadMadeForKids),
            uploadTags: $strings($upload['tags'] ?? []),
            holdAllComments: $flag($comments, 'hold_all', $defaults->holdAllComments),
            holdCommentsWithLinks: $flag($comments, 'hold_links', $defaults->holdCommentsWithLinks),
            blockedWords: $strings($comments['blocked_words'] ?? []),
            notifications: array_combine(self::NOTIFICATIONS, array_map(
                fn (string $key) => $flag($notifications, $key, $defaults->notifications[$key]),
                self::NOTIFICATIONS,
            )),
        );
    }

    /**
     * @return array{
     *     upload: array{visibility: string, category: string|null, made_for_kids: bool, tags: list<string>},
     *     comments: array{hold_all: bool, hold_links: bool, blocked_words: list<string>},
     *     notifications: array<string, bool>,
     * }
     */
    public function toArray(): array
    {
        return [
            'upload' => [
                'visibility' => $this->uploadVisibility->value,
                'category' => $this->uploadCategory?->value,
                'made_for_kids' => $this->uploadMadeForKids,
                'tags' => $this->uploadTags,
            ],
            'comments' => [
                'hold_all' => $this->holdAllComments,
                'hold_links' => $this->holdCommentsWithLinks,
                'blocked_words' => $this->blockedWords,
            ],
            'notifications' => $this->notifications,
        ];
    }

    /**
     * Whether a new comment with this text waits in Held for review instead of showing at once.
     */
    public function holdsComment(string $body): bool
    {
        if ($this->holdAllComments) {
            return true;
        }

        if ($this->holdCommentsWithLinks && self::containsLink($body)) {
            return true;
        }

        $text = Str::lower($body);

        foreach ($this->blockedWords as $word) {
            // A whole word or phrase, so "ass" does not hold "class".
            if (preg_match('/(?<![\p{L}\p{N}])'.preg_quote($word, '/').'(?![\p{L}\p{N}])/u', $text) === 1) {
                return true;
            }
        }

        return false;
    }

    /** A scheme, a "www." host or a bare domain with a common top-level name. */
    private static function containsLink(string $body): bool
    {
        return preg_match('~\b[a-z][a-z0-9+.-]*://|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|ly|me|info|biz|gg|tv|xyz|link|app|dev|ru|de|uk|fr|es|jp)\b~i', $body) === 1;
    }
}

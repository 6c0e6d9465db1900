<?php

namespace App\Enums;

use Illuminate\Database\Eloquent\Builder;

/**
 * The home page's category chips. Four name a catalogue category; the others match the
 * words creators use in titles, tags and descriptions, so they need no column of their own.
 */
enum HomeChip: string
{
    case All = 'all';
    case Trending = 'trending';
    case Live = 'live';
    case Gaming = 'gaming';
    case Music = 'music';
    case Travel = 'travel';
    case Sports = 'sports';
    case Animation = 'animation';
    case Gameplay = 'gameplay';
    case Streaming = 'streaming';
    case Camping = 'camping';
    case Cast = 'cast';

    public function label(): string
    {
        return match ($this) {
            self::All => __('All'),
            self::Trending => __('Trending'),
            self::Live => __('Live'),
            self::Gaming => __('Gaming'),
            self::Music => __('Music'),
            self::Travel => __('Travel'),
            self::Sports => __('Sports'),
            self::Animation => __('Animation'),
            self::Gameplay => __('Gameplay'),
            self::Streaming => __('Streaming'),
            self::Camping => __('Camping'),
            self::Cast => __('Cast'),
        };
    }

    /**
     * @return list<array{value: string, label: string}>
     */
    public static function options(): array
    {
        return array_map(fn (self $chip) => ['value' => $chip->value, 'label' => $chip->label()], self::cases());
    }

    /**
     * Whether a section showing videos of this kind has anything to show under this chip.
     */
    public function allowsKind(VideoKind $kind): bool
    {
        return match ($this) {
            self::Live => $kind === VideoKind::Live,
            // Recorded play, as opposed to the Live chip's streams.
            self::Gameplay => $kind !== VideoKind::Live,
            default => true,
        };
    }

    /**
     * Narrows a video query to what this chip shows. Trending is an order, not a filter:
     * the caller ranks by recent views.
     *
     * @param  Builder<\App\Models\Video>  $query
     */
    public function constrain(Builder $query): void
    {
        match ($this) {
            self::All, self::Trending => null,
            self::Live => $query->where('videos.kind', VideoKind::Live),
            self::Gaming, self::Gameplay => $query->where('videos.category', Category::Gaming),
            self::Music => $query->where('videos.category', Category::Music),
            self::Travel => $query->where('videos.category', Category::Travel),
            self::Sports => $query->where('videos.category', Category::Sports),
            self::Animation => self::mentioning($query, ['animation', 'animated', 'cartoon']),
            self::Streaming => $query->where(function (Builder $query) {
                $query->where('videos.kind', VideoKind::Live);
                self::mentioning($query, ['stream'], 'or');
            }),
            self::Camping => self::mentioning($query, ['camping', 'campfire', 'campsite', 'tent']),
            self::Cast => self::mentioning($query, ['podcast', 'cast']),
        };
    }

    /**
     * Case-insensitive substring match over title, tags and description. Tags are stored
     * as JSON text, which SQLite and PostgreSQL both read with a cast to text.
     *
     * @param  Builder<\App\Models\Video>  $query
     * @param  list<string>  $words
     */
    private static function mentioning(Builder $query, array $words, string $boolean = 'and'): void
    {
        $query->where(function (Builder $query) use ($words) {
            foreach ($words as $word) {
                $pattern = '%'.mb_strtolower($word).'%';
                $query->orWhereRaw('lower(videos.title) like ?', [$pattern])
                    ->orWhereRaw('lower(cast(videos.tags as text)) like ?', [$pattern])
                    ->orWhereRaw('lower(videos.description) like ?', [$pattern]);
            }
        }, boolean: $boolean);
    }
}

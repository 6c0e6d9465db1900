<?php

namespace App\Enums;

/**
 * A video's category. The upload form offers the first seven; news, movies and fashion
 * feed the Trending and News tabs. Gaming and news videos may also carry a subcategory
 * (the Gaming page's category bar, the News page's sections).
 */
enum Category: string
{
    case Education = 'education';
    case Entertainment = 'entertainment';
    case Gaming = 'gaming';
    case Music = 'music';
    case Tech = 'tech';
    case Sports = 'sports';
    case Travel = 'travel';
    case News = 'news';
    case Movies = 'movies';
    case Fashion = 'fashion';

    public function label(): string
    {
        return match ($this) {
            self::Education => __('Education'),
            self::Entertainment => __('Entertainment'),
            self::Gaming => __('Gaming'),
            self::Music => __('Music'),
            self::Tech => __('Science & Technology'),
            self::Sports => __('Sports'),
            self::Travel => __('Travel & Events'),
            self::News => __('News'),
            self::Movies => __('Movies'),
            self::Fashion => __('Fashion & Beauty'),
        };
    }

    /**
     * The subcategories a video of this category may carry, keyed by value with their labels.
     *
     * @return array<string, string>
     */
    public function subcategories(): array
    {
        return match ($this) {
            self::Gaming => [
                'minecraft' => 'Minecraft',
                'fps' => __('First-person shooters'),
                'action' => __('Action-adventure games'),
                'rpg' => __('Role-playing games'),
                'strategy' => __('Strategy'),
            ],
            self::News => [
                'top-stories' => __('Top stories'),
                'sport' => __('Sport'),
                'entertainment' => __('Entertainment'),
                'business' => __('Business'),
                'technology' => __('Technology'),
                'world' => __('World'),
            ],
            default => [],
        };
    }

    /**
     * The categories a creator picks from on the upload form.
     *
     * @return list<self>
     */
    public static function uploadable(): array
    {
        return [
            self::Education, self::Entertainment, self::Gaming, self::Music,
            self::Tech, self::Sports, self::Travel,
        ];
    }
}

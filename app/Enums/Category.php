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
            self::Education => 'Education',
            self::Entertainment => 'Entertainment',
            self::Gaming => 'Gaming',
            self::Music => 'Music',
            self::Tech => 'Science & Technology',
            self::Sports => 'Sports',
            self::Travel => 'Travel & Events',
            self::News => 'News',
            self::Movies => 'Movies',
            self::Fashion => 'Fashion & Beauty',
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
                'fps' => 'First-person shooters',
                'action' => 'Action-adventure games',
                'rpg' => 'Role-playing games',
                'strategy' => 'Strategy',
            ],
            self::News => [
                'top-stories' => 'Top stories',
                'sport' => 'Sport',
                'entertainment' => 'Entertainment',
                'business' => 'Business',
                'technology' => 'Technology',
                'world' => 'World',
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

<?php

namespace App\Channels;

enum ChannelTab: string
{
    case Home = 'home';
    case Videos = 'videos';
    case Playlists = 'playlists';
    case Community = 'community';
    case About = 'about';
    /** The channels the owner subscribes to: shown to others only when their privacy settings allow. */
    case Subscriptions = 'subscriptions';
    /** The videos the owner likes: shown to others only when their privacy settings allow. */
    case Liked = 'liked';

    /**
     * The tab a `?tab=` value names; Videos, the spec's default, for anything else.
     */
    public static function fromQuery(mixed $value): self
    {
        return is_string($value) ? (self::tryFrom($value) ?? self::Videos) : self::Videos;
    }

    /**
     * The page prop that carries this tab's content.
     */
    public function prop(): string
    {
        return match ($this) {
            self::Community => 'posts',
            default => $this->value,
        };
    }
}

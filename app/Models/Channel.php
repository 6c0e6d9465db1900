<?php

namespace App\Models;

use App\Casts\AsStudioSettings;
use App\Channels\ChannelPage;
use App\Media\PublicMedia;
use App\Models\Concerns\BootsTraitsByName;
use App\Search\SearchCache;
use App\Studio\StudioSettings;
use Database\Factories\ChannelFactory;
use Illuminate\Database\Eloquent\Casts\Attribute;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Support\Carbon;

/**
 * @property int $id
 * @property int $user_id
 * @property string $handle
 * @property string $name
 * @property string|null $description
 * @property string|null $avatar_path
 * @property string|null $banner_path
 * @property string|null $location
 * @property list<array{title: string, url: string}>|null $links
 * @property string|null $contact_email
 * @property int|null $featured_video_id
 * @property int|null $featured_video_for_returning_id
 * @property list<int>|null $featured_channels
 * @property bool $show_related_channels
 * @property bool $show_unsubscribed_indicator
 * @property int $subscriber_count
 * @property Carbon|null $verified_at
 * @property StudioSettings $studio_settings
 * @property-read User $user
 * @property-read string|null $avatar_url
 * @property-read string|null $banner_url
 * @property Carbon $created_at
 * @property Carbon $updated_at
 */
class Channel extends Model
{
    use BootsTraitsByName;

    /** @use HasFactory<ChannelFactory> */
    use HasFactory;

    protected $table = 'channels';

    /**
     * @var list<string>
     */
    protected $fillable = [
        'handle',
        'name',
        'description',
        'avatar_path',
        'banner_path',
        'location',
        'links',
        'contact_email',
        'featured_video_id',
        'featured_video_for_returning_id',
        'featured_channels',
        'show_related_channels',
        'show_unsubscribed_indicator',
    ];

    protected static function booted(): void
    {
        // The images live outside the database, so they go with the row.
        static::deleted(function (Channel $channel) {
            PublicMedia::disk()->deleteDirectory(self::mediaDirectory($channel->id));
        });
        // A channel's name is searched with its videos, and its cards show on its own page.
        static::saved(function (Channel $channel) {
            SearchCache::startNewGeneration();
            ChannelPage::forgetListings($channel->id);
        });
        static::deleted(fn () => SearchCache::startNewGeneration());
    }

    /**
     * Sets the stored subscriber count of these channels from their subscription rows, for
     * the writes that bypass the Subscription model's events (bulk inserts, cascades).
     *
     * @param  iterable<int>  $ids
     */
    public static function recountSubscribers(iterable $ids): void
    {
        $ids = collect($ids)->unique()->values();

        if ($ids->isEmpty()) {
            return;
        }

        self::query()->whereKey($ids)->update([
            'subscriber_count' => Subscription::query()
                ->selectRaw('COUNT(*)')
                ->whereColumn('subscriptions.channel_id', 'channels.id'),
        ]);
    }

    /**
     * Where a channel's images are stored on the public disk.
     */
    public static function mediaDirectory(int $id): string
    {
        return "channels/{$id}";
    }

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'links' => 'array',
            'featured_channels' => 'array',
            'show_related_channels' => 'boolean',
            'show_unsubscribed_indicator' => 'boolean',
            'subscriber_count' => 'integer',
            'verified_at' => 'datetime',
            'studio_settings' => AsStudioSettings::class,
        ];
    }

    public function isVerified(): bool
    {
        return $this->verified_at !== null;
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    protected function avatarUrl(): Attribute
    {
        return Attribute::get(fn () => PublicMedia::url($this->avatar_path));
    }

    protected function bannerUrl(): Attribute
    {
        return Attribute::get(fn () => PublicMedia::url($this->banner_path));
    }

    /**
     * @return HasMany<Video, $this>
     */
    public function videos(): HasMany
    {
        return $this->hasMany(Video::class);
    }

    /**
     * @return HasMany<Playlist, $this>
     */
    public function playlists(): HasMany
    {
        return $this->hasMany(Playlist::class);
    }

    /**
     * @return HasMany<CommunityPost, $this>
     */
    public function posts(): HasMany
    {
        return $this->hasMany(CommunityPost::class);
    }

    /**
     * @return HasMany<Subscription, $this>
     */
    public function subscriptions(): HasMany
    {
        return $this->hasMany(Subscription::class);
    }
}

<?php

namespace App\Models;

use App\Channels\ChannelPage;
use App\Enums\Category;
use App\Enums\ReportReason;
use App\Enums\VideoKind;
use App\Enums\VideoModeration;
use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Jobs\MoveVideoMedia;
use App\Jobs\NotifySubscribers;
use App\Media\VideoMedia;
use App\Models\Concerns\BootsTraitsByName;
use App\Search\SearchCache;
use Database\Factories\VideoFactory;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Casts\Attribute;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\Relations\HasOne;
use Illuminate\Database\Eloquent\Relations\MorphMany;
use Illuminate\Support\Carbon;

/**
 * @property int $id
 * @property string $public_id
 * @property int $channel_id
 * @property VideoKind $kind
 * @property string $title
 * @property string|null $description
 * @property list<string>|null $tags
 * @property Category|null $category
 * @property string|null $subcategory
 * @property Visibility $visibility
 * @property string $restrictions
 * @property bool $is_kids_friendly
 * @property int $duration
 * @property int|null $width
 * @property int|null $height
 * @property VideoStatus $status
 * @property string|null $failure_reason
 * @property string|null $original_path
 * @property string|null $hls_path
 * @property string|null $thumbnail_path
 * @property list<string>|null $thumbnail_candidates
 * @property string|null $storyboard_path
 * @property bool|null $media_private
 * @property int|null $processing_progress
 * @property int $processing_attempts
 * @property Carbon|null $heartbeat_at
 * @property int $view_count
 * @property int $like_count
 * @property int $dislike_count
 * @property int $comment_count
 * @property bool $comments_enabled
 * @property int|null $live_viewers
 * @property string|null $stream_category
 * @property VideoModeration|null $moderation
 * @property ReportReason|null $moderation_reason why a moderator took it down
 * @property Carbon|null $moderated_at when it was held or taken down
 * @property Carbon|null $published_at
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read string|null $hls_url
 * @property-read string|null $thumbnail_url
 * @property-read Channel $channel
 * @property-read Upload|null $upload
 * @property-read Collection<int, VideoCaption> $captions
 */
class Video extends Model
{
    use BootsTraitsByName;

    /** @use HasFactory<VideoFactory> */
    use HasFactory;

    protected $table = 'videos';

    private const PUBLIC_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

    /**
     * @var list<string>
     */
    protected $fillable = [
        'public_id', 'kind', 'title', 'description', 'tags', 'category', 'subcategory',
        'visibility', 'restrictions', 'is_kids_friendly', 'duration', 'width', 'height',
        'status', 'failure_reason', 'original_path', 'hls_path', 'thumbnail_path',
        'live_viewers', 'stream_category', 'published_at', 'comments_enabled',
    ];

    /**
     * @var array<string, mixed>
     */
    protected $attributes = [
        'moderation' => null,
        'moderation_reason' => null,
        'moderated_at' => null,
    ];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'kind' => VideoKind::class,
            'tags' => 'array',
            'category' => Category::class,
            'visibility' => Visibility::class,
            'is_kids_friendly' => 'boolean',
            'duration' => 'integer',
            'width' => 'integer',
            'height' => 'integer',
            'status' => VideoStatus::class,
            'view_count' => 'integer',
            'recent_views' => 'integer',
            'like_count' => 'integer',
            'dislike_count' => 'integer',
            'comment_count' => 'integer',
            'comments_enabled' => 'boolean',
            'live_viewers' => 'integer',
            'published_at' => 'datetime',
            'thumbnail_candidates' => 'array',
            'processing_progress' => 'integer',
            'processing_attempts' => 'integer',
            'heartbeat_at' => 'datetime',
            'media_private' => 'boolean',
            'moderation' => VideoModeration::class,
            'moderation_reason' => ReportReason::class,
            'moderated_at' => 'datetime',
        ];
    }

    protected static function booted(): void
    {
        static::creating(function (Video $video) {
            $video->public_id ??= static::newPublicId();
        });
        // A creator may choose public or unlisted before processing ends (as on YouTube): the
        // video publishes itself the moment it becomes playable, or when it is first shown.
        static::saving(function (Video $video) {
            if ($video->published_at === null
                && $video->visibility !== Visibility::Private
                && in_array($video->status, VideoStatus::playable(), true)) {
                $video->published_at = Carbon::now();
            }
        });
        // Search results and the channel's own tabs list videos; both are cached.
        static::saved(function (Video $video) {
            self::forgetCachedListings($video);
            // Only a processed video's media moves; processing's own status changes need no job.
            if ($video->media_private !== null && $video->status === VideoStatus::Ready
                && $video->wasChanged(['visibility', 'status', 'published_at', 'moderation'])) {
                MoveVideoMedia::dispatch($video)->afterCommit();
            }
        });
        static::saved(function (Video $video) {
            // Subscribers hear of a video once, when it is first published as public: published_at
            // stays set afterwards, so hiding and showing it again tells nobody twice.
            if ($video->wasChanged('published_at') && $video->getOriginal('published_at') === null
                && $video->visibility === Visibility::Public && $video->published_at?->lte(Carbon::now())) {
                NotifySubscribers::dispatch($video);
            }
            // Hidden again, it takes its new-video notifications along: they name what is no
            // longer shown. Its owner's notifications of comments on it stay theirs to read.
            if ($video->wasChanged('visibility') && $video->getOriginal('visibility') === Visibility::Public) {
                Notification::query()->where('video_id', $video->id)->where('type', Notification::NEW_VIDEO)->delete();
            }
        });
        static::deleted(fn (Video $video) => self::forgetCachedListings($video));
    }

    private static function forgetCachedListings(Video $video): void
    {
        SearchCache::startNewGeneration();
        ChannelPage::forgetListings($video->channel_id);
    }

    /**
     * A fresh 11-character url-safe id (66 random bits), the id `/watch?v=` carries.
     */
    public static function newPublicId(): string
    {
        $id = '';
        for ($i = 0; $i < 11; $i++) {
            $id .= self::PUBLIC_ID_ALPHABET[random_int(0, 63)];
        }

        return $id;
    }

    public function getRouteKeyName(): string
    {
        return 'public_id';
    }

    /**
     * @return BelongsTo<Channel, $this>
     */
    public function channel(): BelongsTo
    {
        return $this->belongsTo(Channel::class);
    }

    /**
     * @return MorphMany<Comment, $this>
     */
    public function comments(): MorphMany
    {
        return $this->morphMany(Comment::class, 'commentable');
    }

    /**
     * @return MorphMany<Reaction, $this>
     */
    public function reactions(): MorphMany
    {
        return $this->morphMany(Reaction::class, 'reactable');
    }

    /**
     * The transfer the video came from, kept until the video is deleted.
     *
     * @return HasOne<Upload, $this>
     */
    public function upload(): HasOne
    {
        return $this->hasOne(Upload::class);
    }

    /**
     * Its caption tracks, by language code; each knows its video without another query.
     *
     * @return HasMany<VideoCaption, $this>
     */
    public function captions(): HasMany
    {
        $captions = $this->hasMany(VideoCaption::class)->chaperone();
        $captions->orderBy('language');

        return $captions;
    }

    /**
     * @return HasMany<VideoView, $this>
     */
    public function views(): HasMany
    {
        return $this->hasMany(VideoView::class);
    }

    /**
     * @return HasMany<PlaylistItem, $this>
     */
    public function playlistItems(): HasMany
    {
        return $this->hasMany(PlaylistItem::class);
    }

    /**
     * Playable (ready or watchable), public, already published and not held or taken down by
     * the moderators: what lists show to everyone.
     *
     * @param  Builder<Video>  $query
     */
    public function scopePublished(Builder $query): void
    {
        self::constrainToPublished($query);
    }

    /**
     * What a list may show to this viewer: published videos, plus every video of the
     * viewer's own channel. Unlisted videos of others never appear in lists.
     *
     * @param  Builder<Video>  $query
     */
    public function scopeVisibleTo(Builder $query, ?User $user): void
    {
        if ($user === null) {
            self::constrainToPublished($query);

            return;
        }

        $query->where(function (Builder $query) use ($user) {
            $query->where(fn (Builder $query) => self::constrainToPublished($query))
                ->orWhereIn('channel_id', Channel::query()->select('id')->where('user_id', $user->id));
        });
    }

    /**
     * @param  Builder<Video>  $query
     */
    private static function constrainToPublished(Builder $query): void
    {
        $query->whereIn('status', VideoStatus::playable())
            ->where('visibility', Visibility::Public)
            ->where('published_at', '<=', now())
            ->whereNull($query->qualifyColumn('moderation'));
    }

    /**
     * @param  Builder<Video>  $query
     */
    public function scopeOfKind(Builder $query, VideoKind $kind): void
    {
        $query->where('kind', $kind);
    }

    public function isOwnedBy(?User $user): bool
    {
        if ($user === null) {
            return false;
        }

        // Avoid a query when the caller already loaded the channel (as pages do).
        return $this->relationLoaded('channel')
            ? $this->channel->user_id === $user->id
            : $this->channel()->where('user_id', $user->id)->exists();
    }

    /**
     * Playable and published, and not taken down: a video held for review still plays.
     */
    public function isPublished(): bool
    {
        return in_array($this->status, VideoStatus::playable(), true)
            && $this->published_at !== null
            && $this->published_at->lte(now())
            && ! $this->isTakenDown();
    }

    /**
     * A moderator took action: it plays for its owner alone, who sees why in the studio.
     */
    public function isTakenDown(): bool
    {
        return $this->moderation === VideoModeration::Removed;
    }

    /**
     * Ends processing for good; the reason is shown to the creator as it is.
     */
    public function markFailed(string $reason): void
    {
        $this->forceFill([
            'status' => VideoStatus::Failed,
            'failure_reason' => $reason,
            'processing_progress' => null,
            'heartbeat_at' => null,
        ])->save();
    }

    protected function hlsUrl(): Attribute
    {
        return Attribute::get(fn () => VideoMedia::url($this, $this->hls_path));
    }

    protected function thumbnailUrl(): Attribute
    {
        return Attribute::get(fn () => VideoMedia::url($this, $this->thumbnail_path));
    }

    /**
     * Trending order: views of the last week (RecentViews) first, then all-time views, so a
     * quiet week still ranks the catalogue. With $onlyRecent, videos nobody watched this
     * week are left out.
     *
     * @param  Builder<Video>  $query
     */
    public function scopeRankedByRecentViews(Builder $query, bool $onlyRecent = false): void
    {
        $query->when($onlyRecent, fn (Builder $query) => $query->where('videos.recent_views', '>', 0))
            ->orderByDesc('videos.recent_views')
            ->orderByDesc('videos.view_count')
            ->orderByDesc('videos.id');
    }
}

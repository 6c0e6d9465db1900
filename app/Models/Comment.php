<?php

namespace App\Models;

use App\Enums\CommentStatus;
use App\Models\Concerns\BootsTraitsByName;
use Database\Factories\CommentFactory;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\Relations\MorphMany;
use Illuminate\Database\Eloquent\Relations\MorphTo;
use Illuminate\Database\Eloquent\Relations\Relation;
use Illuminate\Support\Carbon;

/**
 * @property int $id
 * @property string $commentable_type
 * @property int $commentable_id
 * @property int|null $user_id
 * @property int|null $parent_id
 * @property string $body
 * @property CommentStatus $status
 * @property bool $is_hearted
 * @property bool $is_pinned
 * @property int $like_count
 * @property int $dislike_count
 * @property int $reply_count
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read Video|CommunityPost $commentable
 * @property-read User|null $user
 * @property-read Comment|null $parent
 */
class Comment extends Model
{
    use BootsTraitsByName;

    /** @use HasFactory<CommentFactory> */
    use HasFactory;

    protected $table = 'comments';

    /**
     * @var list<string>
     */
    protected $fillable = ['body', 'status', 'is_hearted', 'is_pinned'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'status' => CommentStatus::class,
            'is_hearted' => 'boolean',
            'is_pinned' => 'boolean',
            'like_count' => 'integer',
            'dislike_count' => 'integer',
            'reply_count' => 'integer',
        ];
    }

    /**
     * @return MorphTo<Model, $this>
     */
    public function commentable(): MorphTo
    {
        return $this->morphTo();
    }

    /**
     * The video the comment is under, with its channel; null under a community post. The
     * type is checked first so that a post is never loaded only to be turned away.
     */
    public function commentedVideo(): ?Video
    {
        if ($this->commentable_type !== Relation::getMorphAlias(Video::class)) {
            return null;
        }

        $video = $this->commentable;

        return $video instanceof Video ? $video->loadMissing('channel') : null;
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    /**
     * @return BelongsTo<Comment, $this>
     */
    public function parent(): BelongsTo
    {
        return $this->belongsTo(Comment::class, 'parent_id');
    }

    /**
     * @return HasMany<Comment, $this>
     */
    public function replies(): HasMany
    {
        return $this->hasMany(Comment::class, 'parent_id');
    }

    /**
     * @return MorphMany<Reaction, $this>
     */
    public function reactions(): MorphMany
    {
        return $this->morphMany(Reaction::class, 'reactable');
    }

    /**
     * Moves the public counters by a published comment coming (+1) or going (-1): its
     * video's comment count and, for a reply, its thread's reply count. Held comments are
     * in neither, so approving one counts it and deleting one held changes nothing.
     */
    public function countAsPublished(int $delta): void
    {
        Video::query()->whereKey($this->commentable_id)->increment('comment_count', $delta);

        if ($this->parent_id !== null) {
            Comment::query()->whereKey($this->parent_id)->increment('reply_count', $delta);
        }
    }

    /**
     * @param  Builder<Comment>  $query
     */
    public function scopePublished(Builder $query): void
    {
        $query->where('status', CommentStatus::Published);
    }

    /**
     * @param  Builder<Comment>  $query
     */
    public function scopeTopLevel(Builder $query): void
    {
        $query->whereNull('parent_id');
    }

    /**
     * What a viewer of the video sees: the comments visible to them, with their authors'
     * names and avatars and, for a signed-in viewer, their own reaction to each.
     *
     * @param  Builder<Comment>  $query
     */
    public function scopeShownTo(Builder $query, Video $video, ?User $viewer): void
    {
        $query->scopes(['visibleOn' => [$video, $viewer]]);
        $query->with(['user:id,name', 'user.channel:id,user_id,handle,name,avatar_path']);

        if ($viewer !== null) {
            $query->with(['reactions' => fn (Relation $reactions) => $reactions->where('user_id', $viewer->id)]);
        }
    }

    /**
     * Published comments, plus held ones to their author and to the owner of the channel
     * the video belongs to (who reviews them): CommentPolicy::view's rule, as a query.
     *
     * @param  Builder<Comment>  $query
     */
    public function scopeVisibleOn(Builder $query, Video $video, ?User $viewer): void
    {
        if ($viewer !== null && $video->isOwnedBy($viewer)) {
            return;
        }

        $query->where(function (Builder $query) use ($viewer) {
            $query->where('status', CommentStatus::Published);

            if ($viewer !== null) {
                $query->orWhere('user_id', $viewer->id);
            }
        });
    }
}

<?php

namespace App\Models;

use App\Enums\Mood;
use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Support\Carbon;

/**
 * What a visitor said through Send Feedback. Signed-out visitors send it too (user_id null,
 * from_account false); an account's feedback stays when the account is deleted.
 *
 * @property int $id
 * @property int|null $user_id
 * @property bool $from_account
 * @property Mood $mood
 * @property string|null $text
 * @property bool $include_screenshot
 * @property string|null $page_url the path of the page the visitor came from
 * @property string|null $user_agent
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read User|null $user
 * @property-read \Illuminate\Database\Eloquent\Collection<int, FeedbackAttachment> $attachments
 */
class Feedback extends Model
{
    use BootsTraitsByName;

    protected $table = 'feedback';

    /**
     * @var list<string>
     */
    protected $fillable = ['user_id', 'from_account', 'mood', 'text', 'include_screenshot', 'page_url', 'user_agent'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'from_account' => 'boolean',
            'mood' => Mood::class,
            'include_screenshot' => 'boolean',
        ];
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    /**
     * @return HasMany<FeedbackAttachment, $this>
     */
    public function attachments(): HasMany
    {
        $attachments = $this->hasMany(FeedbackAttachment::class);
        // In the order they were attached.
        $attachments->orderBy('id');

        return $attachments;
    }
}

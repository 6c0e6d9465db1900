<?php

namespace App\Models;

use App\Feedback\AttachmentType;
use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

/**
 * A file sent with feedback, kept on the private media disk under a name of our own.
 *
 * @property int $id
 * @property int $feedback_id
 * @property string $name the file's name as the sender's browser gave it, cleaned
 * @property string $mime_type the type its content was recognised as
 * @property int $size bytes
 * @property string $path on the private media disk
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read Feedback $feedback
 */
class FeedbackAttachment extends Model
{
    use BootsTraitsByName;

    protected $table = 'feedback_attachments';

    /**
     * @var list<string>
     */
    protected $fillable = ['name', 'mime_type', 'size', 'path'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['size' => 'integer'];
    }

    /**
     * @return BelongsTo<Feedback, $this>
     */
    public function feedback(): BelongsTo
    {
        return $this->belongsTo(Feedback::class);
    }

    /**
     * The name a download is saved as: the sender's, with the extension of what the file
     * really is, so a picture named "setup.exe" downloads as "setup.png".
     */
    public function downloadName(): string
    {
        $base = pathinfo($this->name, PATHINFO_FILENAME);

        return ($base === '' ? 'attachment' : $base).'.'.AttachmentType::extensionOf($this->mime_type);
    }
}

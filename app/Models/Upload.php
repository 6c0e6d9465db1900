<?php

namespace App\Models;

use App\Actions\AcceptCompletedUpload;
use App\Enums\VideoKind;
use App\Enums\VideoStatus;
use App\Media\UnacceptableMedia;
use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;

/**
 * A file on its way into the studio, received in pieces through the tus endpoint. The
 * partial file lives on the local private disk until the transfer is complete.
 *
 * @property int $id
 * @property string $public_key
 * @property int $user_id
 * @property VideoKind $kind
 * @property int $upload_length
 * @property int $upload_offset
 * @property array<string, string> $metadata as the client sent it (file name, type): not to be trusted
 * @property string $path
 * @property Carbon $expires_at
 * @property Carbon|null $completed_at
 * @property int|null $video_id the video the completed upload became
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read User $user
 * @property-read Video|null $video
 */
class Upload extends Model
{
    use BootsTraitsByName;

    protected $table = 'uploads';

    /**
     * Private (partial files are never served) and local whatever disks the media are on: tus
     * appends to the file chunk by chunk, which an object store cannot do. With several web
     * servers, storage/app/private/uploads is shared between them or an upload's requests go
     * to one server. The completed file moves to the originals (AcceptCompletedUpload).
     */
    public const DISK = 'local';

    /**
     * @var list<string>
     */
    protected $fillable = ['user_id', 'video_id', 'kind', 'upload_length', 'metadata'];

    /**
     * @var array<string, mixed>
     */
    protected $attributes = ['upload_offset' => 0];

    protected static function booted(): void
    {
        static::creating(function (Upload $upload) {
            // The key is the only thing in the upload's URL: 32 alphanumerics, about 190 random bits.
            $upload->public_key ??= Str::random(32);
            $upload->path ??= 'uploads/'.$upload->public_key;
            $upload->expires_at ??= self::freshExpiry();
        });
        static::deleted(function (Upload $upload) {
            Storage::disk(self::DISK)->delete($upload->path);
            // A transfer given up (terminated or expired) takes its draft with it.
            if (! $upload->isComplete()) {
                $upload->video()->where('status', VideoStatus::Uploading)->first()?->delete();
            }
        });
    }

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'kind' => VideoKind::class,
            'upload_length' => 'integer',
            'upload_offset' => 'integer',
            'metadata' => 'array',
            'expires_at' => 'datetime',
            'completed_at' => 'datetime',
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
     * @return BelongsTo<Video, $this>
     */
    public function video(): BelongsTo
    {
        return $this->belongsTo(Video::class);
    }

    public function isComplete(): bool
    {
        return $this->completed_at !== null;
    }

    public function isExpired(): bool
    {
        return ! $this->isComplete() && $this->expires_at->isPast();
    }

    public function absolutePath(): string
    {
        return Storage::disk(self::DISK)->path($this->path);
    }

    /**
     * Counts bytes just stored. Each piece pushes the expiry back, so only an upload that
     * stopped receiving counts as abandoned; the last byte completes the upload.
     */
    public function advance(int $bytes): void
    {
        if ($this->isComplete()) {
            return;
        }

        $this->upload_offset += $bytes;

        if ($this->upload_offset < $this->upload_length) {
            $this->expires_at = self::freshExpiry();
            $this->save();

            return;
        }

        $this->complete();
    }

    /**
     * The transfer is over and the whole file is on disk: its draft video is queued for
     * processing, or the file is refused and the upload and the draft are deleted.
     *
     * @throws UnacceptableMedia
     */
    public function complete(): void
    {
        $this->completed_at = Carbon::now();
        app(AcceptCompletedUpload::class)->handle($this);
    }

    private static function freshExpiry(): Carbon
    {
        return Carbon::now()->addMinutes((int) config('uploads.expire_after_minutes'));
    }
}

<?php

namespace App\Uploads;

use App\Enums\VideoKind;
use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Models\Upload;
use App\Models\User;
use App\Uploads\Tus\TusException;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;

/**
 * Opens a new upload once its announced length fits the size limit and the user's quotas,
 * together with the channel's private draft video it will become: the creator fills in its
 * details while the file travels, and the studio lists it as Uploading.
 */
final class CreateUpload
{
    /** The spec's limit for a short's title. */
    private const SHORT_TITLE_LENGTH = 100;

    /** A video's title shows no limit in the form; this is what the column holds. */
    private const VIDEO_TITLE_LENGTH = 200;

    /**
     * @param  array<string, string>  $metadata  as the client sent it; `kind` picks a video or a short
     *
     * @throws TusException when the kind is unknown, the file is empty or too large, or a quota is used up
     */
    public function handle(User $user, int $length, array $metadata): Upload
    {
        $kind = self::kind($metadata);

        if ($length === 0) {
            throw TusException::badRequest(__('The file is empty.'));
        }

        $maxSize = (int) config('uploads.max_size');

        if ($length > $maxSize) {
            throw TusException::tooLarge(__('The file is larger than the :limit limit.', ['limit' => self::bytes($maxSize)]));
        }

        // Checked and claimed under one lock, so two uploads started together cannot both
        // take the last of a quota.
        return Cache::lock("uploads:quota:{$user->id}", 10)->block(5, function () use ($user, $kind, $length, $metadata) {
            $this->ensureRoomFor($user, $length);

            return DB::transaction(function () use ($user, $kind, $length, $metadata) {
                $video = $user->channel()->firstOrFail()->videos()->make([
                    'kind' => $kind,
                    'title' => self::title($kind, $metadata),
                    'visibility' => Visibility::Private,
                    'status' => VideoStatus::Uploading,
                ]);
                // Drafts are private: their media is made on the private disk.
                $video->media_private = true;
                $video->save();
                $upload = Upload::query()->create([
                    'user_id' => $user->id,
                    'video_id' => $video->id,
                    'kind' => $kind,
                    'upload_length' => $length,
                    'metadata' => $metadata,
                ]);
                Storage::disk(Upload::DISK)->put($upload->path, '');

                return $upload;
            });
        });
    }

    /**
     * @param  array<string, string>  $metadata
     */
    private static function kind(array $metadata): VideoKind
    {
        $kind = VideoKind::tryFrom($metadata['kind'] ?? VideoKind::Video->value);

        if ($kind !== VideoKind::Video && $kind !== VideoKind::Short) {
            throw TusException::badRequest('An upload is either a video or a short.');
        }

        return $kind;
    }

    private function ensureRoomFor(User $user, int $length): void
    {
        $uploads = Upload::query()->where('user_id', $user->id);

        $storageQuota = (int) config('uploads.storage_quota');
        $stored = (int) (clone $uploads)->sum('upload_length');

        if ($stored + $length > $storageQuota) {
            throw TusException::tooLarge(__('Your uploads may take up :quota in all and :left is left; this file needs :size.', [
                'quota' => self::bytes($storageQuota), 'left' => self::bytes(max(0, $storageQuota - $stored)), 'size' => self::bytes($length),
            ]));
        }

        $dailyQuota = (int) config('uploads.daily_quota');
        $today = (int) $uploads->where('created_at', '>', now()->subDay())->sum('upload_length');

        if ($today + $length > $dailyQuota) {
            throw TusException::tooLarge(__('You can upload :quota a day and :left is left for the next 24 hours; this file needs :size.', [
                'quota' => self::bytes($dailyQuota), 'left' => self::bytes(max(0, $dailyQuota - $today)), 'size' => self::bytes($length),
            ]));
        }
    }

    /**
     * The file's name without its extension, as the upload form prefills it.
     *
     * @param  array<string, string>  $metadata
     */
    private static function title(VideoKind $kind, array $metadata): string
    {
        $name = Str::afterLast(Str::afterLast($metadata['filename'] ?? '', '/'), '\\');
        $name = str_contains($name, '.') ? Str::beforeLast($name, '.') : $name;
        $name = Str::squish((string) preg_replace('/\p{Cc}+/u', ' ', $name));

        $limit = $kind === VideoKind::Short ? self::SHORT_TITLE_LENGTH : self::VIDEO_TITLE_LENGTH;
        $title = rtrim(Str::substr($name, 0, $limit));

        return $title === '' ? 'Untitled' : $title;
    }

    /**
     * Sizes as the upload page shows them (binary units, one decimal at most).
     */
    private static function bytes(int $bytes): string
    {
        $units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
        $power = $bytes > 0 ? min((int) floor(log($bytes, 1024)), count($units) - 1) : 0;

        return round($bytes / 1024 ** $power, 1).' '.$units[$power];
    }
}

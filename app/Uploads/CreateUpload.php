<?php

namespace App\Uploads;

use App\Enums\VideoKind;
use App\Models\Upload;
use App\Models\User;
use App\Uploads\Tus\TusException;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;

/**
 * Opens a new upload once its announced length fits the size limit and the user's quotas.
 */
final class CreateUpload
{
    /**
     * @param  array<string, string>  $metadata  as the client sent it; `kind` picks a video or a short
     *
     * @throws TusException when the kind is unknown, the file is empty or too large, or a quota is used up
     */
    public function handle(User $user, int $length, array $metadata): Upload
    {
        $kind = self::kind($metadata);

        if ($length === 0) {
            throw TusException::badRequest('The file is empty.');
        }

        $maxSize = (int) config('uploads.max_size');

        if ($length > $maxSize) {
            throw TusException::tooLarge('The file is larger than the '.self::bytes($maxSize).' limit.');
        }

        // Checked and claimed under one lock, so two uploads started together cannot both
        // take the last of a quota.
        return Cache::lock("uploads:quota:{$user->id}", 10)->block(5, function () use ($user, $kind, $length, $metadata) {
            $this->ensureRoomFor($user, $length);

            return DB::transaction(function () use ($user, $kind, $length, $metadata) {
                $upload = Upload::query()->create([
                    'user_id' => $user->id,
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
            throw TusException::tooLarge(sprintf(
                'Your uploads may take up %s in all and %s is left; this file needs %s.',
                self::bytes($storageQuota), self::bytes(max(0, $storageQuota - $stored)), self::bytes($length),
            ));
        }

        $dailyQuota = (int) config('uploads.daily_quota');
        $today = (int) $uploads->where('created_at', '>', now()->subDay())->sum('upload_length');

        if ($today + $length > $dailyQuota) {
            throw TusException::tooLarge(sprintf(
                'You can upload %s a day and %s is left for the next 24 hours; this file needs %s.',
                self::bytes($dailyQuota), self::bytes(max(0, $dailyQuota - $today)), self::bytes($length),
            ));
        }
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

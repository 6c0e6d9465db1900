<?php

namespace App\Actions;

use App\Media\ImageNormalizer;
use App\Media\PublicMedia;
use App\Media\UnreadableImage;
use App\Models\Channel;
use App\Models\User;
use App\Support\ChannelHandle;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;
use RuntimeException;
use Throwable;

class CreateChannel
{
    public const AVATAR_SIZE = [800, 800];

    public const BANNER_SIZE = [2048, 1152];

    /** Numbered handles tried with one query before falling back to a random number. */
    private const NUMBERED_CANDIDATES = 10;

    /** Inserts retried when another request takes the chosen handle between our check and our insert. */
    private const MAX_ATTEMPTS = 5;

    public function __construct(private readonly ImageNormalizer $images)
    {
    }

    /**
     * @param  array{name: string, description?: string|null}  $data
     *
     * @throws ValidationException when an image cannot be decoded
     * @throws ChannelAlreadyExists when the user already owns a channel
     */
    public function handle(User $user, array $data, ?UploadedFile $profile, ?UploadedFile $banner): Channel
    {
        // Decoding happens before anything is written, so a bad image leaves no row and no file.
        $avatar = $profile ? $this->normalize($profile, 'profile', 'profile picture', self::AVATAR_SIZE) : null;
        $bannerImage = $banner ? $this->normalize($banner, 'banner', 'banner', self::BANNER_SIZE) : null;

        $base = ChannelHandle::base($data['name']);

        for ($attempt = 1; ; $attempt++) {
            try {
                return DB::transaction(fn () => $this->insert(
                    $user,
                    $this->freeHandle($base),
                    $data,
                    $avatar,
                    $bannerImage,
                ));
            } catch (UniqueConstraintViolationException $e) {
                if ($user->channel()->exists()) {
                    throw new ChannelAlreadyExists;
                }

                if ($attempt >= self::MAX_ATTEMPTS) {
                    throw $e;
                }
            }
        }
    }

    /**
     * @param  array{int, int}  $size
     */
    private function normalize(UploadedFile $file, string $field, string $label, array $size): string
    {
        try {
            return $this->images->cover($file->getRealPath() ?: $file->getPathname(), ...$size);
        } catch (UnreadableImage) {
            throw ValidationException::withMessages([
                $field => "The {$label} could not be read as an image.",
            ]);
        }
    }

    private function freeHandle(string $base): string
    {
        $candidates = array_map(
            fn (int $number) => ChannelHandle::withSuffix($base, $number),
            range(1, self::NUMBERED_CANDIDATES),
        );

        $taken = Channel::query()->whereIn('handle', $candidates)->pluck('handle')->all();
        $free = array_values(array_diff($candidates, $taken));

        return $free[0] ?? ChannelHandle::withSuffix($base, random_int(self::NUMBERED_CANDIDATES + 1, 999999));
    }

    /**
     * @param  array{name: string, description?: string|null}  $data
     */
    private function insert(User $user, string $handle, array $data, ?string $avatar, ?string $banner): Channel
    {
        $channel = $user->channel()->create([
            'handle' => $handle,
            'name' => $data['name'],
            'description' => $data['description'] ?? null,
        ]);

        $disk = PublicMedia::disk();
        $stored = [];

        try {
            foreach (['avatar_path' => $avatar, 'banner_path' => $banner] as $column => $bytes) {
                if ($bytes === null) {
                    continue;
                }

                // A random name lets a later replacement bypass browser and CDN caches.
                $path = Channel::mediaDirectory($channel->id).'/'.Str::before($column, '_').'-'.Str::random(16).'.webp';

                if (! $disk->put($path, $bytes, 'public')) {
                    throw new RuntimeException("Could not store {$path}.");
                }

                $stored[] = $path;
                $channel->{$column} = $path;
            }

            $channel->save();
        } catch (Throwable $e) {
            $disk->delete($stored);

            throw $e;
        }

        $user->setRelation('channel', $channel);

        return $channel;
    }
}

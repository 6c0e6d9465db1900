<?php

namespace App\Actions;

use App\Channels\ChannelImage;
use App\Media\ImageNormalizer;
use App\Media\PublicMedia;
use App\Models\Channel;
use App\Models\ChannelHandleRedirect;
use App\Models\User;
use App\Support\ChannelHandle;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;
use Throwable;

class CreateChannel
{
    /** Numbered handles tried with one query before falling back to a random number. */
    private const NUMBERED_CANDIDATES = 10;

    /** Inserts retried when another request takes the chosen handle between our check and our insert. */
    private const MAX_ATTEMPTS = 5;

    public function __construct(
        private readonly ImageNormalizer $images,
        private readonly ReplaceChannelImage $replaceImage,
    ) {
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
        $avatar = $profile ? ChannelImage::Avatar->normalize($this->images, $profile) : null;
        $bannerImage = $banner ? ChannelImage::Banner->normalize($this->images, $banner) : null;

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

    private function freeHandle(string $base): string
    {
        $candidates = array_map(
            fn (int $number) => ChannelHandle::withSuffix($base, $number),
            range(1, self::NUMBERED_CANDIDATES),
        );

        // A handle another channel gave up lately still leads there, so it is not free either.
        $taken = [
            ...Channel::query()->whereIn('handle', $candidates)->pluck('handle')->all(),
            ...ChannelHandleRedirect::active()->whereIn('old_handle', $candidates)->pluck('old_handle')->all(),
        ];
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

        $stored = [];

        try {
            foreach ([[ChannelImage::Avatar, $avatar], [ChannelImage::Banner, $banner]] as [$image, $bytes]) {
                if ($bytes !== null) {
                    $stored[] = $this->replaceImage->handle($channel, $image, $bytes)['stored'];
                }
            }

            $channel->save();
        } catch (Throwable $e) {
            PublicMedia::disk()->delete(array_filter($stored));

            throw $e;
        }

        $user->setRelation('channel', $channel);

        return $channel;
    }
}

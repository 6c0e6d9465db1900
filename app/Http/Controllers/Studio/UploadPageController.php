<?php

namespace App\Http\Controllers\Studio;

use App\Enums\VideoKind;
use App\Enums\Visibility;
use App\Http\Controllers\Controller;
use App\Http\Resources\StudioVideoResource;
use App\Models\Channel;
use App\Models\User;
use App\Studio\StudioSettings;
use App\Studio\UploadCategories;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

/**
 * The Upload Video and Upload Short pages. The file travels through the tus endpoint; the
 * page asks again for its draft (`?draft=` with a partial reload) until the frames to pick a
 * thumbnail from are there.
 */
class UploadPageController extends Controller
{
    public function video(Request $request): Response
    {
        return $this->page($request, VideoKind::Video);
    }

    public function short(Request $request): Response
    {
        return $this->page($request, VideoKind::Short);
    }

    private function page(Request $request, VideoKind $kind): Response
    {
        /** @var User $user */
        $user = $request->user();
        /** @var Channel $channel the studio middleware guarantees one */
        $channel = $user->channel;

        return Inertia::render('Studio/Upload', [
            'kind' => $kind->value,
            'categories' => $kind === VideoKind::Video ? UploadCategories::options() : [],
            'defaults' => self::defaults($kind, $channel->studio_settings),
            'limits' => [
                'maxFileSize' => (int) config('uploads.max_size'),
                'maxDuration' => self::maxDuration($kind, $channel),
            ],
            'draft' => Inertia::optional(fn () => self::draft($channel, $request->query('draft'))),
        ]);
    }

    /**
     * What the details form starts from: the channel's upload defaults, as far as the kind
     * has the field (a short is private or public, with no category or made-for-kids flag).
     *
     * @return array{tags: string, visibility: string, category: string, is_kids_friendly: bool}
     */
    private static function defaults(VideoKind $kind, StudioSettings $settings): array
    {
        $short = $kind === VideoKind::Short;

        return [
            'tags' => implode(', ', $settings->uploadTags),
            'visibility' => ($short && $settings->uploadVisibility === Visibility::Unlisted ? Visibility::Private : $settings->uploadVisibility)->value,
            'category' => $short ? '' : (string) $settings->uploadCategory?->value,
            'is_kids_friendly' => ! $short && $settings->uploadMadeForKids,
        ];
    }

    /**
     * The longest running time the upload will accept, in seconds; null for none.
     */
    private static function maxDuration(VideoKind $kind, Channel $channel): ?int
    {
        return match (true) {
            $kind === VideoKind::Short => (int) config('uploads.max_short_seconds'),
            $channel->isVerified() => null,
            default => (int) config('uploads.max_unverified_video_seconds'),
        };
    }

    /**
     * One of the channel's own videos; anything else, someone else's included, is no draft.
     */
    private static function draft(Channel $channel, mixed $publicId): ?StudioVideoResource
    {
        if (! is_string($publicId)) {
            return null;
        }

        $video = $channel->videos()->with('upload')->where('public_id', $publicId)->first();

        return $video === null ? null : new StudioVideoResource($video);
    }
}

<?php

namespace App\Actions;

use App\Enums\VideoKind;
use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Jobs\ProcessUpload;
use App\Media\Ffmpeg;
use App\Media\ProbeResult;
use App\Media\UnacceptableMedia;
use App\Media\UploadProcessor;
use App\Models\Channel;
use App\Models\Upload;
use App\Models\Video;
use Carbon\CarbonInterval;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use RuntimeException;

/**
 * Turns a completed upload into its channel's private draft and queues the processing. The
 * file is checked here, before anything is created, so that a refused file is refused while
 * the uploader still waits on the last chunk, and leaves nothing behind.
 */
final class CreateVideoFromUpload
{
    /** The spec's limit for a short's title. */
    private const SHORT_TITLE_LENGTH = 100;

    /** A video's title shows no limit in the form; this is what the column holds. */
    private const VIDEO_TITLE_LENGTH = 200;

    public function __construct(private readonly Ffmpeg $ffmpeg)
    {
    }

    /**
     * @throws UnacceptableMedia when the file is not a video, or breaks the length or shape limits; the upload is deleted
     */
    public function handle(Upload $upload): Video
    {
        $channel = Channel::query()->where('user_id', $upload->user_id)->firstOrFail();

        try {
            $probe = $this->ffmpeg->probe($upload->absolutePath());
            self::ensureWithinLimits($upload->kind, $probe, $channel);
        } catch (UnacceptableMedia $refused) {
            $upload->delete();

            throw $refused;
        }

        $video = DB::transaction(function () use ($upload, $channel) {
            $publicId = Video::newPublicId();
            $video = $channel->videos()->create([
                'public_id' => $publicId,
                'kind' => $upload->kind,
                'title' => self::title($upload),
                'visibility' => Visibility::Private,
                'status' => VideoStatus::Queued,
                'original_path' => 'originals/'.$publicId,
            ]);

            $upload->video()->associate($video)->save();

            // Last, so a failed move rolls the rows back and the client's retry of the chunk
            // completes the upload again. Uploads and originals share the private disk.
            if (! Storage::disk(UploadProcessor::ORIGINALS_DISK)->move($upload->path, (string) $video->original_path)) {
                throw new RuntimeException("Could not move upload {$upload->id} to its video's original.");
            }

            return $video;
        });

        ProcessUpload::dispatch($video);

        return $video;
    }

    /**
     * @throws UnacceptableMedia
     */
    private static function ensureWithinLimits(VideoKind $kind, ProbeResult $probe, Channel $channel): void
    {
        // Rounded as the studio shows durations: a clip it lists as 3:00 is not refused for 3:00.4.
        $seconds = (int) round($probe->duration);

        if ($kind === VideoKind::Short) {
            if ($probe->width > $probe->height) {
                throw new UnacceptableMedia(sprintf(
                    'A short must be vertical or square; this video is %d×%d. Upload it as a video instead.',
                    $probe->width, $probe->height,
                ));
            }

            $max = (int) config('uploads.max_short_seconds');
            if ($seconds > $max) {
                throw new UnacceptableMedia('A short can be at most '.self::span($max).' long; this one is '.self::span($seconds).'.');
            }

            return;
        }

        $max = (int) config('uploads.max_unverified_video_seconds');
        if (! $channel->isVerified() && $seconds > $max) {
            throw new UnacceptableMedia('Until your channel is verified, videos can be at most '.self::span($max).' long; this one is '.self::span($seconds).'.');
        }
    }

    /**
     * The file's name without its extension, as the upload form prefills it.
     */
    private static function title(Upload $upload): string
    {
        $name = Str::afterLast(Str::afterLast($upload->metadata['filename'] ?? '', '/'), '\\');
        $name = str_contains($name, '.') ? Str::beforeLast($name, '.') : $name;
        $name = Str::squish((string) preg_replace('/\p{Cc}+/u', ' ', $name));

        $limit = $upload->kind === VideoKind::Short ? self::SHORT_TITLE_LENGTH : self::VIDEO_TITLE_LENGTH;
        $title = rtrim(Str::substr($name, 0, $limit));

        return $title === '' ? 'Untitled' : $title;
    }

    private static function span(int $seconds): string
    {
        return CarbonInterval::seconds($seconds)->cascade()->forHumans();
    }
}

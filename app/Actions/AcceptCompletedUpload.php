<?php

namespace App\Actions;

use App\Enums\VideoKind;
use App\Enums\VideoStatus;
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
use RuntimeException;

/**
 * Checks a completed upload's file and queues its draft video for processing. The check runs
 * while the uploader still waits on the last chunk, so a refused file is refused there, and
 * leaves nothing behind: neither the file nor the draft.
 */
final class AcceptCompletedUpload
{
    public function __construct(private readonly Ffmpeg $ffmpeg)
    {
    }

    /**
     * @throws UnacceptableMedia when the file is not a video, or breaks the length or shape limits; the upload and its draft are deleted
     */
    public function handle(Upload $upload): Video
    {
        $video = $upload->video ?? throw new RuntimeException("Upload {$upload->id} has no draft video.");

        try {
            $probe = $this->ffmpeg->probe($upload->absolutePath());
            self::ensureWithinLimits($upload->kind, $probe, $video->channel);
        } catch (UnacceptableMedia $refused) {
            $upload->delete();
            $video->delete();

            throw $refused;
        }

        DB::transaction(function () use ($upload, $video) {
            $upload->save();
            $video->forceFill([
                'status' => VideoStatus::Queued,
                'original_path' => 'originals/'.$video->public_id,
            ])->save();

            // Last, so a failed move rolls the rows back and the client's retry of the chunk
            // completes the upload again. Uploads and originals share the private disk.
            if (! Storage::disk(UploadProcessor::ORIGINALS_DISK)->move($upload->path, (string) $video->original_path)) {
                throw new RuntimeException("Could not move upload {$upload->id} to its video's original.");
            }
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

    private static function span(int $seconds): string
    {
        return CarbonInterval::seconds($seconds)->cascade()->forHumans();
    }
}

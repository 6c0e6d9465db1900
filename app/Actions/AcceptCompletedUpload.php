<?php

namespace App\Actions;

use App\Enums\VideoKind;
use App\Enums\VideoStatus;
use App\Jobs\ProcessUpload;
use App\Media\Ffmpeg;
use App\Media\PrivateMedia;
use App\Media\ProbeResult;
use App\Media\UnacceptableMedia;
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

        $original = 'originals/'.$video->public_id;
        $partials = Storage::disk(Upload::DISK);
        // Partial uploads are always local; originals may be on an object store, which cannot
        // take a rename. The copy goes up before the rows change and outside their
        // transaction, which it could hold for minutes; a failed copy leaves the upload open,
        // so the client's retry of the chunk completes it again.
        $renames = PrivateMedia::diskName() === Upload::DISK;
        if (! $renames) {
            self::copyUp($upload, $original);
        }

        DB::transaction(function () use ($upload, $video, $original, $partials, $renames) {
            $upload->save();
            $video->forceFill(['status' => VideoStatus::Queued, 'original_path' => $original])->save();

            // Last, so a failed move rolls the rows back and the retry completes the upload again.
            if ($renames && ! $partials->move($upload->path, $original)) {
                throw new RuntimeException("Could not move upload {$upload->id} to its video's original.");
            }
        });

        if (! $renames) {
            $partials->delete($upload->path);
        }

        ProcessUpload::dispatch($video);

        return $video;
    }

    private static function copyUp(Upload $upload, string $original): void
    {
        $stream = Storage::disk(Upload::DISK)->readStream($upload->path);
        try {
            if (! is_resource($stream) || ! PrivateMedia::disk()->writeStream($original, $stream)) {
                throw new RuntimeException("Could not copy upload {$upload->id} to its video's original.");
            }
        } finally {
            if (is_resource($stream)) {
                fclose($stream);
            }
        }
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
                throw new UnacceptableMedia(__(
                    'A short must be vertical or square; this video is :width×:height. Upload it as a video instead.',
                    ['width' => $probe->width, 'height' => $probe->height],
                ));
            }

            $max = (int) config('uploads.max_short_seconds');
            if ($seconds > $max) {
                throw new UnacceptableMedia(__('A short can be at most :max long; this one is :length.', ['max' => self::span($max), 'length' => self::span($seconds)]));
            }

            return;
        }

        $max = (int) config('uploads.max_unverified_video_seconds');
        if (! $channel->isVerified() && $seconds > $max) {
            throw new UnacceptableMedia(__('Until your channel is verified, videos can be at most :max long; this one is :length.', ['max' => self::span($max), 'length' => self::span($seconds)]));
        }
    }

    private static function span(int $seconds): string
    {
        return CarbonInterval::seconds($seconds)->cascade()->forHumans();
    }
}

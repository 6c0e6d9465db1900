<?php

namespace App\Uploads\Tus;

use App\Media\UnacceptableMedia;
use App\Models\Upload;
use RuntimeException;

/**
 * Streams a request body into an upload's partial file, a few kilobytes at a time, so a
 * chunk of any size never sits in memory.
 */
final class ChunkWriter
{
    /**
     * Stores the body from $offset, which must be where the upload stands, and never past
     * the upload's length.
     *
     * @param  resource  $body
     *
     * @throws TusException on an offset mismatch, a body too long, a busy or vanished upload, or a completed file refused
     */
    public function write(Upload $upload, int $offset, $body): void
    {
        $file = @fopen($upload->absolutePath(), 'r+b');

        if ($file === false) {
            // The row outlived its file: the pruner took it while this request waited.
            throw TusException::gone();
        }

        try {
            // One writer per upload: a client retrying while its first request still runs
            // would otherwise interleave two bodies.
            if (! flock($file, LOCK_EX | LOCK_NB)) {
                throw TusException::locked();
            }

            $upload->refresh();

            if ($upload->upload_offset !== $offset) {
                throw TusException::conflict($upload->upload_offset);
            }

            // Bytes past the offset belong to a request that died before counting them.
            ftruncate($file, $offset);
            fseek($file, $offset);

            $room = $upload->upload_length - $offset;
            $written = stream_copy_to_stream($body, $file, $room);

            if ($written === false || ! fflush($file)) {
                throw new RuntimeException("Could not write to upload {$upload->id}.");
            }

            if ($written === $room && ! self::exhausted($body)) {
                ftruncate($file, $offset);

                throw TusException::tooLarge('The data goes past the length given when the upload was created.');
            }

            $upload->advance($written);
        } catch (UnacceptableMedia $refused) {
            // The last chunk completed a file that is not an acceptable video: the request that
            // delivered it carries the reason.
            throw TusException::unprocessable($refused->getMessage());
        } finally {
            flock($file, LOCK_UN);
            fclose($file);
        }
    }

    /**
     * @param  resource  $body
     */
    private static function exhausted($body): bool
    {
        $next = fread($body, 1);

        return $next === false || $next === '';
    }
}

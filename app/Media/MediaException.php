<?php

namespace App\Media;

use RuntimeException;

/** ffmpeg or ffprobe refused a file or failed; the message is safe to store as a failure reason. */
class MediaException extends RuntimeException
{
}

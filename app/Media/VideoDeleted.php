<?php

namespace App\Media;

use RuntimeException;

/**
 * The video was deleted while it was being processed: the work stops and nothing is kept.
 */
final class VideoDeleted extends RuntimeException
{
}

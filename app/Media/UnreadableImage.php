<?php

namespace App\Media;

use RuntimeException;

/**
 * The bytes passed the upload checks but are not an image GD can decode (truncated, corrupt or a disguised file).
 */
class UnreadableImage extends RuntimeException
{
}

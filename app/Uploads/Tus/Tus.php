<?php

namespace App\Uploads\Tus;

/**
 * What this server speaks of the tus resumable upload protocol.
 */
final class Tus
{
    public const VERSION = '1.0.0';

    public const EXTENSIONS = 'creation,creation-with-upload,termination,expiration';

    /** The only body type that carries upload bytes. */
    public const OFFSET_STREAM = 'application/offset+octet-stream';
}

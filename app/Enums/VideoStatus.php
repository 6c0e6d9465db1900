<?php

namespace App\Enums;

enum VideoStatus: string
{
    case Uploading = 'uploading';
    case Queued = 'queued';
    case Processing = 'processing';
    /** Its first rendition plays while the rest of the ladder is encoded. */
    case Watchable = 'watchable';
    case Ready = 'ready';
    case Failed = 'failed';

    /**
     * @return list<self>
     */
    public static function playable(): array
    {
        return [self::Watchable, self::Ready];
    }

    /**
     * Waiting for or under processing: what ProcessUpload may take up.
     *
     * @return list<self>
     */
    public static function unfinished(): array
    {
        return [self::Queued, self::Processing, self::Watchable];
    }
}

<?php

namespace App\Actions;

use App\Channels\ChannelImage;
use App\Media\PublicMedia;
use App\Models\Channel;
use Illuminate\Support\Str;
use RuntimeException;

/**
 * Puts a normalized picture (or none) in the channel's place for it. The row is the caller's to
 * save; the file it replaced is returned, to delete once the row no longer names it.
 */
class ReplaceChannelImage
{
    /**
     * @param  string|null  $webp  the picture's bytes from ChannelImage::normalize, null to remove it
     * @return array{stored: string|null, replaced: string|null}
     */
    public function handle(Channel $channel, ChannelImage $image, ?string $webp): array
    {
        $column = $image->column();
        $replaced = $channel->getAttribute($column);
        $stored = null;

        if ($webp !== null) {
            // A random name lets a replacement bypass browser and CDN caches.
            $stored = Channel::mediaDirectory($channel->id).'/'.$image->value.'-'.Str::random(16).'.webp';

            if (! PublicMedia::disk()->put($stored, $webp, 'public')) {
                throw new RuntimeException("Could not store {$stored}.");
            }
        }

        $channel->setAttribute($column, $stored);

        return ['stored' => $stored, 'replaced' => is_string($replaced) ? $replaced : null];
    }
}

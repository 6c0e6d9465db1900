<?php

namespace App\Http\Resources;

use App\Models\VideoCaption;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A caption track as the player's `<track>` takes it, on the watch page and the studio's edit
 * page alike. Expects the caption's video loaded (Video::captions() sets it).
 *
 * @mixin VideoCaption
 */
class CaptionTrackResource extends JsonResource
{
    /**
     * @return array{src: string|null, srclang: string, label: string}
     */
    public function toArray(Request $request): array
    {
        /** @var VideoCaption $caption */
        $caption = $this->resource;

        return [
            'src' => $caption->url,
            'srclang' => $caption->language->value,
            'label' => $caption->label,
        ];
    }
}

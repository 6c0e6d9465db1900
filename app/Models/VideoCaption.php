<?php

namespace App\Models;

use App\Enums\CaptionLanguage;
use App\Media\VideoMedia;
use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Casts\Attribute;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

/**
 * One WebVTT caption track of a video, one per language. The file lives with the video's
 * other media (VideoMedia), so it moves between the disks with them and goes when they go.
 *
 * @property int $id
 * @property int $video_id
 * @property CaptionLanguage $language
 * @property string $label
 * @property string $path
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read string|null $url
 * @property-read Video $video
 */
class VideoCaption extends Model
{
    use BootsTraitsByName;

    protected $table = 'video_captions';

    /**
     * @var list<string>
     */
    protected $fillable = ['video_id', 'language', 'label', 'path'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'language' => CaptionLanguage::class,
        ];
    }

    /**
     * @return BelongsTo<Video, $this>
     */
    public function video(): BelongsTo
    {
        return $this->belongsTo(Video::class);
    }

    /**
     * A signed-in owner's private video has its media behind the authorizing route; expects
     * the video loaded, as Video::captions() does for each track.
     */
    protected function url(): Attribute
    {
        return Attribute::get(fn () => VideoMedia::url($this->video, $this->path));
    }
}

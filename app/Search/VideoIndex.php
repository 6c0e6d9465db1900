<?php

namespace App\Search;

use App\Models\Channel;
use App\Models\Video;
use Illuminate\Database\Eloquent\Builder;

/**
 * One way of matching and ranking the catalogue, chosen by database driver.
 */
interface VideoIndex
{
    /**
     * Keeps the videos that match every word (in the title, channel name, tags or
     * description) and orders them best first: title matches above channel and tag
     * matches above description matches, then by views and recency.
     *
     * @param  Builder<Video>  $videos
     * @return Builder<Video>
     */
    public function videos(Builder $videos, SearchTerms $terms): Builder;

    /**
     * Keeps the channels whose name or handle matches every word.
     *
     * @param  Builder<Channel>  $channels
     * @return Builder<Channel>
     */
    public function channels(Builder $channels, SearchTerms $terms): Builder;
}

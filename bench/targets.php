<?php

// Prints the pages the benchmark loads, one "name<TAB>path" line each, picked from the
// benchmark database so that every path answers 200.

use App\Models\Channel;
use App\Models\Video;
use Illuminate\Contracts\Console\Kernel;

require __DIR__.'/../vendor/autoload.php';

$app = require __DIR__.'/../bootstrap/app.php';
$app->make(Kernel::class)->bootstrap();

// The most-watched video and the channel with the most videos: the heaviest watch and
// channel pages the catalogue has.
$video = Video::query()->scopes(['published'])->where('kind', 'video')->orderByDesc('view_count')->firstOrFail();
$channel = Channel::query()->withCount('videos')->orderByDesc('videos_count')->firstOrFail();

// A search word from the middle of the catalogue: a realistic query that matches many
// rows, not one chosen to match nothing.
$middle = Video::query()->scopes(['published'])->where('kind', 'video')
    ->orderBy('id')->skip(intdiv(Video::query()->count(), 2))->firstOrFail();
preg_match_all('/\p{L}{4,}/u', $middle->title, $words);
$word = mb_strtolower($words[0][0] ?? 'video');

$targets = [
    'home' => '/',
    'watch' => '/watch?v='.$video->public_id,
    'channel' => '/channel/@'.$channel->handle,
    'trending' => '/trending',
    'search' => '/search?q='.rawurlencode($word),
];

foreach ($targets as $name => $path) {
    echo $name, "\t", $path, "\n";
}

<?php

// Prints the pages the benchmark loads, one "name<TAB>path[<TAB>email[<TAB>component props]]"
// line each, picked from the benchmark database so that every path answers 200. A page read
// signed in names the account ("-" for a guest); a request for a page's deferred props, as the
// client makes right after the page, names its component and the props. A path "@file" names a
// list of paths written into the directory given as the first argument.

use App\Models\Channel;
use App\Models\Video;
use Database\Seeders\AnalyticsBenchmarkSeeder;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Contracts\Console\Kernel;

require __DIR__.'/../vendor/autoload.php';

$app = require __DIR__.'/../bootstrap/app.php';
$app->make(Kernel::class)->bootstrap();

// The most-watched video and the channel with the most videos: the heaviest watch and
// channel pages the catalogue has.
$video = Video::query()->scopes(['published'])->where('kind', 'video')->orderByDesc('view_count')->orderBy('id')->firstOrFail();
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
    'blips' => '/blips',
];

// Searches no one has made yet: words, pairs and triples from titles across the catalogue, so
// each request ranks its matches afresh instead of reading the ranking cache.
$queries = [];
$step = max(1, intdiv(Video::query()->count(), 3000));
foreach (Video::query()->whereRaw('id % ? = 0', [$step])->limit(3000)->pluck('title') as $title) {
    preg_match_all('/\p{L}{3,}/u', mb_strtolower($title), $found);
    $words = $found[0];
    foreach ($words as $i => $single) {
        $queries[$single] = true;
        if (isset($words[$i + 1])) {
            $queries[$single.' '.$words[$i + 1]] = true;
        }
        if (isset($words[$i + 2])) {
            $queries[$single.' '.$words[$i + 1].' '.$words[$i + 2]] = true;
        }
    }
}
$queries = array_keys($queries);
mt_srand(7);
shuffle($queries);
$list = ($argv[1] ?? sys_get_temp_dir()).'/search-cold.txt';
file_put_contents($list, implode("\n", array_map(fn (string $query) => '/search?q='.rawurlencode($query), $queries))."\n");
$targets['search-cold'] = '@'.$list;

foreach ($targets as $name => $path) {
    echo $name, "\t", $path, "\n";
}

// The deferred props of the pages that have them: where the lists of home, the ranking of
// trending and a watch page's up next are read.
echo "home-sections\t/\t-\tHome live,blips,recommended\n";
echo "trending-list\t/trending\t-\tBrowse/Trending videos\n";
echo "watch-up-next\t{$targets['watch']}\t-\tWatch/Show upNext\n";

// The library pages of the demo viewer (BenchmarkSeeder::seedLibrary), read signed in, and
// their blips feed, which looks up their reactions, subscriptions and set-aside blips.
foreach (['subscriptions' => '/subscriptions', 'history' => '/history', 'liked' => '/liked', 'blips-account' => '/blips'] as $name => $path) {
    echo $name, "\t", $path, "\t", DatabaseSeeder::DEMO_EMAIL, "\n";
}

// The studio's Content page of the channel with the most videos, read by its owner.
echo "content\t/studio/content\t", $channel->user->email, "\n";

// The studio analytics of the demo account's channel (AnalyticsBenchmarkSeeder: a million
// views over the past year), for the default 28 days, the whole lifetime and its top video.
$studio = Channel::query()->where('handle', AnalyticsBenchmarkSeeder::HANDLE)->firstOrFail();
$topVideo = Video::query()->where('channel_id', $studio->id)->orderByDesc('view_count')->firstOrFail();
foreach (['analytics' => '/studio/analytics', 'analytics-life' => '/studio/analytics?period=lifetime', 'analytics-video' => '/studio/videos/'.$topVideo->public_id.'/analytics'] as $name => $path) {
    echo $name, "\t", $path, "\t", DatabaseSeeder::DEMO_EMAIL, "\n";
}

<?php

return [
    /*
    | How big a catalogue SampleCatalogueSeeder makes: "full" (the demo catalogue: 32
    | channels, 300 videos, 60 blips, 8 live streams), "small" (a few of each, for the
    | end-to-end server) or "bench" (100k videos reusing the same media).
    */
    'seed_size' => env('SEED_SIZE', 'full'),

    // Overrides the number of regular videos of the chosen size (e.g. 100000).
    'seed_videos' => env('SEED_VIDEOS'),

    // Overrides the number of blips of the chosen size.
    'seed_blips' => env('SEED_BLIPS'),
];

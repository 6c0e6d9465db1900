<?php

/*
| The pages that are not built yet (ComingSoonPage), each saying so plainly and what to use
| meanwhile.
*/
return [
    'badge' => 'Coming soon',

    'fashion' => [
        'title' => 'Fashion & Beauty',
        'body' => 'A home for style, make-up and beauty creators is on its way. Until it opens, the Fashion & Beauty tab of Trending has the most watched fashion videos.',
        'link' => 'Fashion & Beauty on Trending',
    ],
    'podcasts' => [
        'title' => 'Podcasts',
        'body' => 'A place to follow podcasts and pick up episodes where you left off is on its way. Until it opens, search for a show by name to find its videos.',
    ],
    'store' => [
        'title' => 'Store',
        'body' => 'A store for channel merchandise and memberships is on its way. Nothing is for sale on Blipstream yet.',
    ],
    'parental-control' => [
        'title' => 'Parental control',
        'body' => 'Settings that let parents choose what their children can watch are on their way. Until they arrive, report any video that is not suitable for children and our moderators will review it.',
        'link' => 'Help Center',
    ],
];

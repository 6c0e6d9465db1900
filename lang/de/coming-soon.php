<?php

/*
| The pages that are not built yet: see lang/en/coming-soon.php.
*/
return [
    'badge' => 'Demnächst',

    'fashion' => [
        'title' => 'Mode & Beauty',
        'body' => 'Ein Zuhause für Creator rund um Stil, Make-up und Beauty ist unterwegs. Bis es öffnet, findest du im Tab Mode & Beauty unter Trends die meistgesehenen Modevideos.',
        'link' => 'Mode & Beauty in den Trends',
    ],

    'podcasts' => [
        'title' => 'Podcasts',
        'body' => 'Ein Ort, an dem du Podcasts folgst und Folgen dort fortsetzt, wo du aufgehört hast, ist unterwegs. Bis dahin findest du die Videos einer Sendung, wenn du nach ihrem Namen suchst.',
    ],

    'store' => [
        'title' => 'Shop',
        'body' => 'Ein Shop für Kanal-Merchandise und Mitgliedschaften ist unterwegs. Auf Blipstream wird noch nichts verkauft.',
    ],

    'parental-control' => [
        'title' => 'Kindersicherung',
        'body' => 'Einstellungen, mit denen Eltern festlegen, was ihre Kinder ansehen dürfen, sind unterwegs. Bis sie da sind, melde jedes Video, das nicht für Kinder geeignet ist – unsere Moderatoren prüfen es.',
        'link' => 'Hilfe-Center',
    ],
];

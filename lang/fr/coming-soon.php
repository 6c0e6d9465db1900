<?php

/*
| The pages that are not built yet: see lang/en/coming-soon.php.
*/
return [
    'badge' => 'Bientôt disponible',

    'fashion' => [
        'title' => 'Mode et beauté',
        'body' => 'Un espace pour les créateurs de style, de maquillage et de beauté arrive bientôt. En attendant, l\'onglet Mode et beauté des Tendances rassemble les vidéos mode les plus regardées.',
        'link' => 'Mode et beauté dans les Tendances',
    ],

    'podcasts' => [
        'title' => 'Podcasts',
        'body' => 'Un espace pour suivre des podcasts et reprendre les épisodes là où vous les avez laissés arrive bientôt. En attendant, cherchez une émission par son nom pour trouver ses vidéos.',
    ],

    'store' => [
        'title' => 'Boutique',
        'body' => 'Une boutique pour les produits des chaînes et les abonnements arrive bientôt. Rien n\'est encore en vente sur Blipstream.',
    ],

    'parental-control' => [
        'title' => 'Contrôle parental',
        'body' => 'Des réglages permettant aux parents de choisir ce que leurs enfants peuvent regarder arrivent bientôt. En attendant, signalez toute vidéo qui ne convient pas aux enfants, et nos modérateurs l\'examineront.',
        'link' => 'Centre d\'aide',
    ],
];

<?php

/*
| The help centre (/help): see lang/en/help.php.
*/
return [
    'all' => 'Toutes',

    'categories' => [
        'account' => 'Compte et paramètres',
        'playback' => 'Vidéos et lecture',
        'creators' => 'Aide aux créateurs',
        'policy' => 'Règles et sécurité',
        'billing' => 'Facturation et paiements',
    ],

    'articles' => [
        'change-name-or-email' => [
            'question' => 'Comment changer mon nom ou mon adresse e-mail ?',
            'answer' => 'Ouvrez Profil depuis le menu du compte (le bouton rond avec votre initiale, en haut à droite), modifiez votre nom ou votre adresse sous Informations du profil et choisissez Enregistrer. Une nouvelle adresse prend effet une fois que vous avez suivi le lien de confirmation que nous y envoyons ; d\'ici là, vous vous connectez toujours avec l\'ancienne.',
            'category' => 'account',
        ],
        'blurry-or-buffering' => [
            'question' => 'Pourquoi une vidéo est-elle floue ou s\'arrête-t-elle pour charger ?',
            'answer' => 'Le lecteur choisit la qualité adaptée à votre connexion et l\'ajuste pendant que vous regardez : sur une connexion lente, les premières secondes peuvent manquer de netteté. Si une vidéo s\'arrête souvent, mettez-la en pause un instant pour qu\'elle charge la suite. Une vidéo mise en ligne il y a quelques minutes prépare peut-être encore ses meilleures qualités : elle devient plus nette dès qu\'elles sont prêtes.',
            'category' => 'playback',
        ],
        'monetisation' => [
            'question' => 'Que faut-il à ma chaîne pour gagner de l\'argent avec ses vidéos ?',
            'answer' => 'Une chaîne peut être monétisée dès qu\'elle compte au moins :subscribers abonnés et :watch_hours heures de visionnage sur les 12 derniers mois. La page Statistiques de votre studio montre où en est votre chaîne pour les deux.',
            'category' => 'creators',
        ],
        'longer-videos' => [
            'question' => 'Comment mettre en ligne des vidéos de plus de :video_minutes minutes ?',
            'answer' => 'Tant que votre chaîne n\'est pas vérifiée, chaque vidéo peut durer jusqu\'à :video_minutes minutes ; une chaîne vérifiée n\'a pas de limite de durée. La vérification confirme qu\'une vraie personne gère la chaîne : nous envoyons un code à usage unique par SMS sur votre téléphone, et vous le saisissez pour vous vérifier. La vérification par téléphone n\'est pas encore ouverte à tous ; en attendant, demandez-la via Envoyer un avis. Quelle que soit sa durée, un envoi peut peser jusqu\'à :max_size, et les blips durer jusqu\'à :blip_limit.',
            'category' => 'creators',
        ],
        'report-a-video' => [
            'question' => 'Comment signaler une vidéo ?',
            'answer' => 'Ouvrez le menu Plus d\'actions de la vidéo et choisissez Signaler, sélectionnez le motif qui convient le mieux et ajoutez les détails qui nous aident à comprendre le problème. Il faut être connecté pour signaler. Nos modérateurs examinent chaque signalement, et l\'historique des signalements indique où en est chacun des vôtres.',
            'category' => 'policy',
        ],
        'parental-control' => [
            'question' => 'Puis-je choisir ce que regardent mes enfants ?',
            'answer' => 'Pas encore : le contrôle parental arrive bientôt. En attendant, signalez toute vidéo qui ne convient pas aux enfants, et nos modérateurs l\'examineront.',
            'link' => 'Ce que le contrôle parental proposera',
            'category' => 'policy',
        ],
        'does-it-cost' => [
            'question' => 'Faut-il payer pour utiliser Blipstream ?',
            'answer' => 'Non. Regarder, s\'abonner, mettre en ligne et gérer une chaîne sont gratuits. Les abonnements payants et les versements aux créateurs ne sont pas encore disponibles ; quand ils le seront, Facturation et paiements, dans vos paramètres, listera vos moyens de paiement et vos achats.',
            'category' => 'billing',
        ],
    ],
];

<?php

/*
| The help centre (/help): see lang/en/help.php.
*/
return [
    'all' => 'Alle',

    'categories' => [
        'account' => 'Konto & Einstellungen',
        'playback' => 'Videos & Wiedergabe',
        'creators' => 'Hilfe für Creator',
        'policy' => 'Richtlinien & Sicherheit',
        'billing' => 'Abrechnung & Zahlungen',
    ],

    'articles' => [
        'change-name-or-email' => [
            'question' => 'Wie ändere ich meinen Namen oder meine E-Mail-Adresse?',
            'answer' => 'Öffne Profil im Kontomenü (der runde Knopf mit deinem Anfangsbuchstaben oben rechts), ändere unter Profilinformationen deinen Namen oder deine E-Mail-Adresse und wähle Speichern. Eine neue Adresse gilt, sobald du dem Bestätigungslink folgst, den wir an sie senden; bis dahin meldest du dich weiter mit der alten an.',
            'category' => 'account',
        ],
        'blurry-or-buffering' => [
            'question' => 'Warum ist ein Video unscharf oder hält zum Laden an?',
            'answer' => 'Der Player wählt die Qualität, die zu deiner Verbindung passt, und passt sie beim Ansehen laufend an – bei einer langsamen Verbindung können die ersten Sekunden weich aussehen. Hält ein Video oft an, pausiere es kurz, damit es vorausladen kann. Ein Video, das erst vor ein paar Minuten hochgeladen wurde, bereitet seine höheren Qualitäten vielleicht noch vor: Es wird schärfer, sobald sie fertig sind.',
            'category' => 'playback',
        ],
        'monetisation' => [
            'question' => 'Was braucht mein Kanal, um mit seinen Videos Geld zu verdienen?',
            'answer' => 'Ein Kanal kann monetarisiert werden, sobald er mindestens :subscribers Abonnenten und :watch_hours Stunden Wiedergabezeit in den letzten 12 Monaten hat. Die Analytics-Seite deines Studios zeigt, wie nah dein Kanal an beidem ist.',
            'category' => 'creators',
        ],
        'longer-videos' => [
            'question' => 'Wie lade ich Videos hoch, die länger als :video_minutes Minuten sind?',
            'answer' => 'Solange dein Kanal nicht bestätigt ist, darf jedes Video bis zu :video_minutes Minuten lang sein; ein bestätigter Kanal hat keine Längenbegrenzung. Die Bestätigung zeigt, dass ein echter Mensch den Kanal betreibt: Wir schicken dir einen Einmalcode per SMS aufs Telefon, und du gibst ihn zur Bestätigung ein. Die Bestätigung per Telefon ist noch nicht für alle geöffnet; bis dahin kannst du sie über Feedback senden anfragen. Unabhängig von der Länge darf ein Upload bis zu :max_size groß sein, und Blips dürfen bis zu :blip_limit lang sein.',
            'category' => 'creators',
        ],
        'report-a-video' => [
            'question' => 'Wie melde ich ein Video?',
            'answer' => 'Öffne das Menü Weitere Aktionen des Videos und wähle Melden, such den passenden Grund aus und ergänze Details, die uns helfen, das Problem zu verstehen. Zum Melden musst du angemeldet sein. Unsere Moderatoren prüfen jede Meldung, und im Meldeverlauf siehst du, wo jede deiner Meldungen steht.',
            'category' => 'policy',
        ],
        'parental-control' => [
            'question' => 'Kann ich bestimmen, was meine Kinder ansehen?',
            'answer' => 'Noch nicht: Die Kindersicherung ist unterwegs. Bis sie da ist, melde jedes Video, das nicht für Kinder geeignet ist – unsere Moderatoren prüfen es.',
            'link' => 'Was die Kindersicherung bieten wird',
            'category' => 'policy',
        ],
        'does-it-cost' => [
            'question' => 'Muss ich für Blipstream bezahlen?',
            'answer' => 'Nein. Videos ansehen, abonnieren, hochladen und einen Kanal betreiben ist kostenlos. Bezahlte Mitgliedschaften und Auszahlungen an Creator gibt es noch nicht; sobald es sie gibt, listet Abrechnung & Zahlungen in deinen Einstellungen deine Zahlungsmethoden und Käufe auf.',
            'category' => 'billing',
        ],
    ],
];

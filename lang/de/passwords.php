<?php

return [

    'reset' => 'Dein Passwort wurde zurückgesetzt.',
    'sent' => 'Wir haben dir den Link zum Zurücksetzen des Passworts per E-Mail geschickt.',
    'throttled' => 'Bitte warte einen Moment, bevor du es erneut versuchst.',
    'token' => 'Dieser Link zum Zurücksetzen des Passworts ist ungültig.',
    'user' => 'Wir finden kein Konto mit dieser E-Mail-Adresse.',

];

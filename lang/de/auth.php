<?php

return [

    'failed' => 'Diese Zugangsdaten passen zu keinem Konto.',
    'password' => 'Das Passwort ist falsch.',
    'throttle' => 'Zu viele Anmeldeversuche. Bitte versuche es in :seconds Sekunden erneut.',

];

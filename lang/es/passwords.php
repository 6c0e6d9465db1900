<?php

return [

    'reset' => 'Tu contraseña se ha restablecido.',
    'sent' => 'Te hemos enviado por correo el enlace para restablecer tu contraseña.',
    'throttled' => 'Espera un momento antes de volver a intentarlo.',
    'token' => 'Este enlace para restablecer la contraseña no es válido.',
    'user' => 'No encontramos ningún usuario con esa dirección de correo electrónico.',

];

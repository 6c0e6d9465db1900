<?php

/*
| The help centre (/help): see lang/en/help.php.
*/
return [
    'all' => 'Todas',

    'categories' => [
        'account' => 'Cuenta y configuración',
        'playback' => 'Vídeos y reproducción',
        'creators' => 'Ayuda para creadores',
        'policy' => 'Políticas y seguridad',
        'billing' => 'Facturación y pagos',
    ],

    'articles' => [
        'change-name-or-email' => [
            'question' => '¿Cómo cambio mi nombre o mi dirección de correo?',
            'answer' => 'Abre Perfil desde el menú de la cuenta (el botón redondo con tu inicial, arriba a la derecha), cambia tu nombre o tu correo en Información del perfil y elige Guardar. Una dirección nueva se aplica cuando sigues el enlace de confirmación que te enviamos; hasta entonces sigues iniciando sesión con la anterior.',
            'category' => 'account',
        ],
        'blurry-or-buffering' => [
            'question' => '¿Por qué un vídeo se ve borroso o se detiene para cargar?',
            'answer' => 'El reproductor elige la calidad que mejor va con tu conexión y la ajusta mientras miras, así que con una conexión lenta los primeros segundos pueden verse suaves. Si un vídeo se detiene a menudo, páusalo un momento para que cargue por adelantado. Un vídeo subido hace unos minutos puede estar preparando aún sus calidades más altas: se verá más nítido en cuanto estén listas.',
            'category' => 'playback',
        ],
        'monetisation' => [
            'question' => '¿Qué necesita mi canal para ganar dinero con sus vídeos?',
            'answer' => 'Un canal puede monetizarse cuando tiene al menos :subscribers suscriptores y :watch_hours horas de visualización en los últimos 12 meses. La página de Estadísticas de tu estudio muestra cuánto le falta a tu canal para ambas cifras.',
            'category' => 'creators',
        ],
        'longer-videos' => [
            'question' => '¿Cómo subo vídeos de más de :video_minutes minutos?',
            'answer' => 'Hasta que tu canal esté verificado, cada vídeo puede durar hasta :video_minutes minutos; un canal verificado no tiene límite de duración. La verificación confirma que una persona real gestiona el canal: te enviamos un código de un solo uso por SMS y lo introduces para verificarte. La verificación por teléfono aún no está abierta a todo el mundo; mientras tanto, pídela desde Enviar comentarios. Sea cual sea su duración, cada subida puede ocupar hasta :max_size, y los blips pueden durar hasta :blip_limit.',
            'category' => 'creators',
        ],
        'report-a-video' => [
            'question' => '¿Cómo denuncio un vídeo?',
            'answer' => 'Abre el menú Más acciones del vídeo y elige Denunciar, escoge el motivo que mejor encaje y añade los detalles que nos ayuden a entender el problema. Necesitas haber iniciado sesión para denunciar. Nuestros moderadores revisan todas las denuncias, y el Historial de denuncias muestra en qué punto está cada una de las tuyas.',
            'category' => 'policy',
        ],
        'parental-control' => [
            'question' => '¿Puedo elegir lo que ven mis hijos?',
            'answer' => 'Todavía no: el control parental está en camino. Hasta que llegue, denuncia cualquier vídeo que no sea adecuado para niños y nuestros moderadores lo revisarán.',
            'link' => 'Lo que ofrecerá el control parental',
            'category' => 'policy',
        ],
        'does-it-cost' => [
            'question' => '¿Tengo que pagar para usar Blipstream?',
            'answer' => 'No. Ver vídeos, suscribirte, subir vídeos y gestionar un canal es gratis. Las membresías de pago y los pagos a creadores aún no están disponibles; cuando lo estén, Facturación y pagos, en tu configuración, mostrará tus métodos de pago y tus compras.',
            'category' => 'billing',
        ],
    ],
];

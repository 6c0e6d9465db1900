<?php

/*
| The pages that are not built yet: see lang/en/coming-soon.php.
*/
return [
    'badge' => 'Próximamente',

    'fashion' => [
        'title' => 'Moda y belleza',
        'body' => 'Un espacio para creadores de estilo, maquillaje y belleza está en camino. Hasta que abra, la pestaña Moda y belleza de Tendencias reúne los vídeos de moda más vistos.',
        'link' => 'Moda y belleza en Tendencias',
    ],

    'podcasts' => [
        'title' => 'Podcasts',
        'body' => 'Un lugar para seguir podcasts y retomar los episodios donde los dejaste está en camino. Hasta que abra, busca un programa por su nombre para encontrar sus vídeos.',
    ],

    'store' => [
        'title' => 'Tienda',
        'body' => 'Una tienda de productos de los canales y membresías está en camino. Todavía no hay nada a la venta en Blipstream.',
    ],

    'parental-control' => [
        'title' => 'Control parental',
        'body' => 'Una configuración para que madres y padres elijan lo que pueden ver sus hijos está en camino. Hasta que llegue, denuncia cualquier vídeo que no sea adecuado para niños y nuestros moderadores lo revisarán.',
        'link' => 'Centro de ayuda',
    ],
];
